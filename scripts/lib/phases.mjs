// The closing table of `npm test`: each phase's time and share of the whole run.

/**
 * @param {{ name: string, seconds: number, ok: boolean | null }[]} phases `ok` null: skipped after a failure
 * @param {number} total seconds of the whole run
 */
export function formatPhases(phases, total) {
  const width = Math.max(...phases.map((p) => p.name.length), 5);
  const lines = phases.map((p) => {
    const state = p.ok === null ? 'skipped' : p.ok ? 'passed' : 'FAILED';
    const share = total > 0 ? ((p.seconds / total) * 100).toFixed(0) : '0';
    return `  ${p.name.padEnd(width)}  ${p.seconds.toFixed(1).padStart(7)} s  ${share.padStart(3)} %  ${state}`;
  });
  const minutes = `${Math.floor(total / 60)} min ${Math.round(total % 60)} s`;
  return [
    `npm test phases:`,
    ...lines,
    `  ${'total'.padEnd(width)}  ${total.toFixed(1).padStart(7)} s  (${minutes})`,
  ].join('\n');
}
