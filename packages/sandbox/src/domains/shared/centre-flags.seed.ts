import type { SandboxRuntime } from '../../core/runtime';

/**
 * The whitelabel flags of the centres (spec §5 menu visibility), merged into each merchant's flags beside the
 * player half's. The two merchants differ where a flag changes behaviour: multi-downline transfers on VERDE,
 * transfer to upline on AURUM.
 */
export const centreFlags: Record<string, Record<string, string>> = {
  AURUM: { AGEPAG: '1', AGETEAMPNL3: '1', TEAMBETTING3: '1', AGENTRANSMULTDOWN3: '0', AGETRANSFERUP3: '1' },
  VERDE: { AGEPAG: '1', AGETEAMPNL3: '1', TEAMBETTING3: '1', AGENTRANSMULTDOWN3: '1', AGETRANSFERUP3: '0' },
};

export async function seedCentreFlags(runtime: SandboxRuntime): Promise<void> {
  for (const [code, flags] of Object.entries(centreFlags)) {
    await runtime.db.query('UPDATE merchants SET flags = flags || $2::jsonb WHERE code = $1', [
      code,
      JSON.stringify(flags),
    ]);
  }
}
