import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { stressText } from '../../storybook/story.text';
import { labelled, storyT } from '../shared/story.helpers';
import { ClaimDialog, type ClaimOutcome } from './ClaimDialog';
import { PromotionList, type PromotionListProps } from './PromotionList';
import { storyCategoriesOf, storyPng, storyPromotion, storyPromotions } from './promotions.story-data';
import type { PromotionData } from './promotions.types';

/** The page as the site puts it together: the list, the category and open promotion kept, the claim dialog. */
function Page(
  props: Omit<PromotionListProps, 'category' | 'onCategoryChange' | 'openId' | 'onToggle' | 'onClaim'> & {
    onClaimSubmit: (values: { remarks: string; pictures: File[] }) => Promise<ClaimOutcome>;
  },
) {
  const [category, setCategory] = useState<'all' | number>('all');
  const [openId, setOpenId] = useState<number | null>(null);
  const [claiming, setClaiming] = useState<PromotionData | null>(null);
  return (
    <>
      <PromotionList
        {...props}
        category={category}
        onCategoryChange={setCategory}
        openId={openId}
        onToggle={(promotion) => setOpenId(openId === promotion.id ? null : promotion.id)}
        onClaim={setClaiming}
      />
      {claiming ? (
        <ClaimDialog
          promotion={claiming}
          onClose={() => setClaiming(null)}
          onSubmit={async (values) => {
            const outcome = await props.onClaimSubmit(values);
            if (outcome.ok) setClaiming(null);
            return outcome;
          }}
        />
      ) : null}
    </>
  );
}

const meta = {
  title: 'Widgets/Promotions/PromotionList',
  component: Page,
  args: {
    categories: [
      { id: 10, name: '存款优惠' },
      { id: 20, name: '返水活动' },
    ],
    promotions: storyPromotions,
    categoriesOf: storyCategoriesOf,
    loggedIn: true,
    onLogin: fn(),
    onClaimSubmit: fn(async (): Promise<ClaimOutcome> => ({ ok: true })),
  },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Categories filter; a title opens the content; each promotion shows its claim state. */
export const BrowseAndStates: Story = {
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    const second = canvas.getByRole('article', { name: '首存优惠 2' });
    await expect(within(second).getByText(t('promotions.status.PENDING'))).toBeInTheDocument();
    await expect(within(second).queryByRole('button', { name: t('promotions.claim') })).toBeNull();
    await expect(
      within(canvas.getByRole('article', { name: '首存优惠 3' })).getByText(t('promotions.status.APPROVED')),
    ).toBeInTheDocument();
    const toggle = within(second).getByRole('button', { name: '首存优惠 2' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(within(second).getByText('活动 2 的内容')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: '返水活动' }));
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
  },
};

/** Remarks and a picture are required where the promotion says so; a valid claim is sent with both. */
export const ClaimWithRequirements: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    const fourth = canvas.getByRole('article', { name: '首存优惠 4' });
    await userEvent.click(within(fourth).getByRole('button', { name: t('promotions.claim') }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: t('promotions.submitClaim') }));
    await expect(dialog.getByText(t('activity_apply_remark_limit1'))).toBeInTheDocument();
    await expect(dialog.getByText(t('activity_apply_remark_limit2'))).toBeInTheDocument();
    await expect(args.onClaimSubmit).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText(labelled(t('promotions.remarks'))), '已存款 500');
    const input = (await screen.findByRole('dialog')).querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, storyPng());
    await waitFor(() => expect(dialog.getAllByRole('img')).toHaveLength(1));
    await userEvent.click(dialog.getByRole('button', { name: t('promotions.submitClaim') }));
    await waitFor(() => expect(args.onClaimSubmit).toHaveBeenCalledOnce());
    const [values] = (args.onClaimSubmit as ReturnType<typeof fn>).mock.calls[0] as [
      { remarks: string; pictures: File[] },
    ];
    await expect(values.remarks).toBe('已存款 500');
    await expect(values.pictures).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A refusal stays in the dialog. */
export const ClaimRefused: Story = {
  args: { onClaimSubmit: fn(async (): Promise<ClaimOutcome> => ({ ok: false, message: '该活动已申请过' })) },
  play: async (context) => {
    const t = storyT(context);
    await userEvent.click(
      within(context.canvas.getByRole('article', { name: '首存优惠 1' })).getByRole('button', {
        name: t('promotions.claim'),
      }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: t('promotions.submitClaim') }));
    await expect(await dialog.findByText('该活动已申请过')).toHaveAttribute('role', 'alert');
  },
};

/** A visitor is offered the login instead of claims. */
export const Visitor: Story = {
  args: { loggedIn: false, promotions: storyPromotions.map((p) => ({ ...p, claimable: false, claimStatus: null })) },
  play: async (context) => {
    const t = storyT(context);
    const [first] = context.canvas.getAllByRole('button', { name: t('promotions.loginToClaim') });
    await userEvent.click(first!);
    await expect(context.args.onLogin).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { promotions: [] },
  play: async (context) => {
    await expect(context.canvas.getByText(storyT(context)('promotions.empty'))).toBeInTheDocument();
  },
};

export const StressThai: Story = {
  globals: { locale: 'TH' },
  args: { promotions: [storyPromotion(1, { title: stressText.th.sentence })] },
};

export const StressVietnamese: Story = {
  globals: { locale: 'VI' },
  args: { promotions: [storyPromotion(1, { title: stressText.vi.sentence })] },
};
