import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyCurrency } from '../member/member.story-data';
import { labelled, storyT } from '../shared/story.helpers';
import { RealityCheckDialog } from './RealityCheckDialog';
import { ResponsibleGamingPanel } from './ResponsibleGamingPanel';
import { storyNow, storyOverview } from './rg.story-data';
import { SessionTimer } from './SessionTimer';

const meta = {
  title: 'Widgets/ResponsibleGaming',
  component: ResponsibleGamingPanel,
  args: {
    overview: storyOverview,
    currency: storyCurrency,
    coolingOffHours: 24,
    sessionMinutes: { min: 5, max: 1440 },
    // A raise waits 24 hours; anything else applies at once (as the server rules it).
    onSetLimit: fn(async (_kind, _period, amount: number | null) => ({
      ok: true as const,
      appliesAt: amount === null || amount > 1000 ? storyNow + 24 * 3_600_000 : null,
    })),
    onSetSessionLimit: fn(async () => ({ ok: true as const, appliesAt: null })),
    onSetRealityCheck: fn(async () => ({ ok: true as const })),
    onTimeOut: fn(async () => ({ ok: false as const, message: 'The password is incorrect.', field: 'password' })),
    onSelfExclude: fn(async () => ({ ok: true as const })),
  },
} satisfies Meta<typeof ResponsibleGamingPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The limits as bars, a raise waiting for its cooling-off, and each form: a limit, the session, the reminder. */
export const Limits: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    const bar = (kind: 'DEPOSIT' | 'LOSS', period: 'DAY' | 'WEEK') =>
      canvas.getByRole('progressbar', {
        name: `${t(`responsibleGaming.kind.${kind}`)}, ${t(`responsibleGaming.period.${period}`)}`,
      });
    await expect(bar('DEPOSIT', 'DAY')).toHaveAttribute('aria-valuenow', '50');
    await expect(bar('LOSS', 'DAY')).toHaveAttribute('aria-valuenow', '100');
    // No bar where there is no limit; the weekly deposit limit's raise waits.
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(4);
    await expect(canvas.getByText(/5,000\.00/)).toBeInTheDocument();

    const limits = within(canvas.getByRole('region', { name: t('responsibleGaming.limitsTitle') }));
    await userEvent.selectOptions(limits.getByLabelText(labelled(t('responsibleGaming.field.period'))), 'WEEK');
    await userEvent.type(limits.getByLabelText(labelled(t('responsibleGaming.field.amount'))), '0');
    await userEvent.click(limits.getByRole('button', { name: t('responsibleGaming.saveLimit') }));
    await expect(limits.getByText(t('validation_amount_invalid'))).toBeInTheDocument();
    await expect(args.onSetLimit).not.toHaveBeenCalled();
    const amount = limits.getByLabelText(labelled(t('responsibleGaming.field.amount')));
    await userEvent.clear(amount);
    await userEvent.type(amount, '4000');
    await userEvent.click(limits.getByRole('button', { name: t('responsibleGaming.saveLimit') }));
    await waitFor(() => expect(args.onSetLimit).toHaveBeenCalledWith('DEPOSIT', 'WEEK', 4000));
    await expect(await limits.findByRole('status')).toHaveTextContent(/24/);

    const session = within(canvas.getByRole('region', { name: t('responsibleGaming.sessionTitle') }));
    await expect(session.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '47');
    await userEvent.type(session.getByLabelText(labelled(t('responsibleGaming.field.minutes'))), '2');
    await userEvent.click(session.getByRole('button', { name: t('responsibleGaming.saveSession') }));
    await expect(args.onSetSessionLimit).not.toHaveBeenCalled();
    await userEvent.type(session.getByLabelText(labelled(t('responsibleGaming.field.minutes'))), '0');
    await userEvent.click(session.getByRole('button', { name: t('responsibleGaming.saveSession') }));
    await waitFor(() => expect(args.onSetSessionLimit).toHaveBeenCalledWith(20));
    await expect(await session.findByRole('status')).toHaveTextContent(t('responsibleGaming.savedNow'));

    const reality = within(canvas.getByRole('region', { name: t('responsibleGaming.realityTitle') }));
    const interval = reality.getByLabelText(labelled(t('responsibleGaming.field.interval')));
    await expect(interval).toHaveValue('15');
    await userEvent.selectOptions(interval, '60');
    await userEvent.click(reality.getByRole('button', { name: t('responsibleGaming.saveInterval') }));
    await waitFor(() => expect(args.onSetRealityCheck).toHaveBeenCalledWith(60));
  },
};

/** A time-out and a self-exclusion: each behind its warning and the login password; a refusal stays on the field. */
export const Breaks: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    const timeOut = within(canvas.getByRole('region', { name: t('responsibleGaming.timeOutTitle') }));
    await expect(timeOut.getByText(t('responsibleGaming.timeOutWarning'))).toBeVisible();
    await userEvent.selectOptions(timeOut.getByLabelText(labelled(t('responsibleGaming.field.breakPeriod'))), '7D');
    await userEvent.click(timeOut.getByRole('button', { name: t('responsibleGaming.startTimeOut') }));
    await expect(timeOut.getByText(t('responsibleGaming.passwordRequired'))).toBeInTheDocument();
    await expect(args.onTimeOut).not.toHaveBeenCalled();
    const password = timeOut.getByLabelText(labelled(t('responsibleGaming.field.password')), { selector: 'input' });
    await expect(password).toHaveFocus();
    await userEvent.type(password, 'Wrong123');
    await userEvent.click(timeOut.getByRole('button', { name: t('responsibleGaming.startTimeOut') }));
    await waitFor(() => expect(args.onTimeOut).toHaveBeenCalledWith('7D', 'Wrong123'));
    await expect(await timeOut.findByText('The password is incorrect.')).toBeInTheDocument();

    const exclusion = within(canvas.getByRole('region', { name: t('responsibleGaming.selfExclusionTitle') }));
    await expect(exclusion.getByText(t('responsibleGaming.selfExclusionWarning'))).toBeVisible();
    await userEvent.selectOptions(exclusion.getByLabelText(labelled(t('responsibleGaming.field.breakPeriod'))), '1Y');
    await userEvent.type(
      exclusion.getByLabelText(labelled(t('responsibleGaming.field.password')), { selector: 'input' }),
      'Demo1234',
    );
    await userEvent.click(exclusion.getByRole('button', { name: t('responsibleGaming.startSelfExclusion') }));
    await waitFor(() => expect(args.onSelfExclude).toHaveBeenCalledWith('1Y', 'Demo1234'));
  },
};

const storyActions = { onContinue: fn(), onHistory: fn(), onLogOut: fn() };

/** The reminder over the page: the session's length, stakes and net result; keep playing, records or log out. */
export const RealityCheck: Story = {
  render: () => (
    <RealityCheckDialog
      open
      summary={{ minutesInSession: 65, wagered: 120, net: -35.5 }}
      currency={storyCurrency}
      onContinue={storyActions.onContinue}
      onHistory={storyActions.onHistory}
      onLogOut={storyActions.onLogOut}
    />
  ),
  play: async (context) => {
    const t = storyT(context);
    for (const action of Object.values(storyActions)) action.mockClear();
    const dialog = within(await screen.findByRole('alertdialog', { name: t('responsibleGaming.check.title') }));
    await expect(
      dialog.getByText(
        t('responsibleGaming.check.message', {
          duration: t('responsibleGaming.hoursMinutes', { hours: 1, minutes: 5 }),
        }),
      ),
    ).toBeInTheDocument();
    await expect(dialog.getByText('¥120.00')).toBeInTheDocument();
    await expect(dialog.getByText('-¥35.50')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: t('responsibleGaming.check.history') }));
    await expect(storyActions.onHistory).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: t('responsibleGaming.check.logOut') }));
    await expect(storyActions.onLogOut).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(storyActions.onContinue).toHaveBeenCalledTimes(1);
  },
};

/** The account bar's timer: time played against the limit, and the limit reached. */
export const Timer: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <SessionTimer usedMinutes={42} limitMinutes={90} />
      <SessionTimer usedMinutes={95} limitMinutes={90} />
    </div>
  ),
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    await expect(
      canvas.getByRole('timer', { name: t('responsibleGaming.timer.label', { used: '0:42', limit: '1:30' }) }),
    ).toHaveTextContent('0:42 / 1:30');
    await expect(canvas.getByRole('timer', { name: t('responsibleGaming.timer.reached') })).toHaveTextContent(
      '1:30 / 1:30',
    );
  },
};
