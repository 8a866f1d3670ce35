import { useMemo, useRef, useState } from 'react';
import { Button } from '../../primitives/button/Button';
import { merchantTokens } from '../../theme/merchantTokens.dev';
import { checkThemeContrast } from '../../theme/theme.contrast';
import { formatThemeTokensFile } from '../../theme/theme.file';
import type { ThemeTokens } from '../../theme/tokens';
import { ContrastReport } from './ContrastReport';
import * as styles from './playground.css';
import { withToken } from './playground.tokens';
import { ThemePreview } from './ThemePreview';
import { TokenEditor } from './TokenEditor';

export interface ThemePlaygroundProps {
  /** The merchant whose tokens the playground starts from. */
  startFrom?: string;
}

const merchantNames = Object.keys(merchantTokens);

/**
 * For designers: start from a merchant, edit any token live, watch the WCAG checks, and copy out a complete
 * `theme.tokens.ts` for a new `apps/merchant-<name>` (README, "Adding a merchant app").
 */
export function ThemePlayground({ startFrom = merchantNames[0] ?? '' }: ThemePlaygroundProps) {
  const [base, setBase] = useState(startFrom);
  const [tokens, setTokens] = useState<ThemeTokens>(() => structuredClone(merchantTokens[startFrom]!));
  const [description, setDescription] = useState('A new merchant: what it looks like, in one line.');
  const [copyStatus, setCopyStatus] = useState('');
  const fileBox = useRef<HTMLTextAreaElement>(null);
  const report = useMemo(() => checkThemeContrast(tokens), [tokens]);
  const file = useMemo(() => formatThemeTokensFile(tokens, { description }), [tokens, description]);

  const startOver = (name: string) => {
    setBase(name);
    setTokens(structuredClone(merchantTokens[name]!));
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(file);
      setCopyStatus('Copied: paste it into apps/merchant-<name>/src/theme.tokens.ts.');
    } catch {
      // No clipboard permission (an iframe, an old browser): select the text for Ctrl+C instead.
      fileBox.current?.select();
      setCopyStatus('Selected: press Ctrl+C (⌘C) to copy.');
    }
  };

  return (
    <div className={styles.layout}>
      <div className={styles.column}>
        <label className={styles.column} style={{ gap: 4 }}>
          Start from
          <select className={styles.text} value={base} onChange={(event) => startOver(event.target.value)}>
            {merchantNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <TokenEditor
          tokens={tokens}
          onChange={(group, key, value) => setTokens((current) => withToken(current, group, key, value))}
        />
      </div>
      <div className={styles.column}>
        <ThemePreview tokens={tokens} />
        <ContrastReport report={report} />
        <section aria-labelledby="file-title" className={styles.column}>
          <h2 id="file-title" style={{ fontSize: 18, margin: 0 }}>
            theme.tokens.ts
          </h2>
          <label className={styles.column} style={{ gap: 4 }}>
            Description (the comment above the tokens)
            <input
              className={styles.text}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
          </label>
          <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button onClick={copy}>Copy theme file</Button>
            <Button tone="secondary" onClick={() => startOver(base)}>
              Reset to {base}
            </Button>
            <span role="status">{copyStatus}</span>
          </div>
          <textarea ref={fileBox} className={styles.file} readOnly value={file} aria-label="theme.tokens.ts" />
        </section>
      </div>
    </div>
  );
}
