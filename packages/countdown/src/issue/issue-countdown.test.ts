import { snapshot } from 'valtio/vanilla';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIssueCountdown } from './issue-countdown.machine';

describe('createIssueCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows --:--:-- until an issue is set', () => {
    expect(snapshot(createIssueCountdown())).toMatchObject({ phase: 'idle', numero: null, display: '--:--:--' });
  });

  it('counts the issue down and calls onZero once it closes', async () => {
    const onZero = vi.fn();
    const issue = createIssueCountdown({ onZero });
    issue.setIssue({ numero: '20240101-001', remainingMs: 3_661_000 });
    expect(snapshot(issue)).toMatchObject({ phase: 'running', numero: '20240101-001', display: '01:01:01' });
    await vi.advanceTimersByTimeAsync(3_660_000);
    expect(issue.display).toBe('00:00:01');
    expect(onZero).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(snapshot(issue)).toMatchObject({ phase: 'zero', remainingMs: 0, display: '--:--:--' });
    expect(onZero).toHaveBeenCalledExactlyOnceWith({ numero: '20240101-001' });
  });

  it('counts to a closing time given directly', () => {
    const issue = createIssueCountdown();
    issue.setIssue({ numero: '7', endsAt: 90_000 });
    expect(issue.display).toBe('00:01:30');
  });

  it('hides the figure under 1 s and over 1000 hours', () => {
    const issue = createIssueCountdown();
    issue.setIssue({ numero: '8', remainingMs: 500 });
    expect(issue.display).toBe('--:--:--');
    issue.setIssue({ numero: '9', remainingMs: 1_000 * 3_600_000 + 1_000 });
    expect(issue.display).toBe('--:--:--');
    expect(issue.phase).toBe('running');
  });

  it('calls onZero again when a re-fetch brings back an issue that already closed', () => {
    const onZero = vi.fn();
    const issue = createIssueCountdown({ onZero });
    issue.setIssue({ numero: '5', remainingMs: 0 });
    issue.setIssue({ numero: '5', remainingMs: -200 });
    expect(onZero).toHaveBeenCalledTimes(2);
  });

  it('stops after dispose', async () => {
    const onZero = vi.fn();
    const issue = createIssueCountdown({ onZero });
    issue.setIssue({ numero: '1', remainingMs: 2_000 });
    issue.dispose();
    issue.setIssue({ numero: '2', remainingMs: 0 });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(onZero).not.toHaveBeenCalled();
    expect(issue.numero).toBe('1');
  });
});
