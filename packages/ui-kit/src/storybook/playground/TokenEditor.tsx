import { parseColor, toHex } from '../../theme/color';
import type { ThemeTokens } from '../../theme/tokens';
import * as styles from './playground.css';
import { type TokenField, type TokenGroup, tokenGroups } from './playground.tokens';

export interface TokenEditorProps {
  tokens: ThemeTokens;
  onChange: (group: TokenGroup, key: string, value: string) => void;
}

/** An opaque colour can use the colour picker; translucent ones (the overlay) are edited as text only. */
const pickerValue = (value: string) => {
  const colour = parseColor(value);
  return colour && colour.a === 1 ? toHex(colour) : undefined;
};

function TokenRow({ field, onChange }: { field: TokenField; onChange: TokenEditorProps['onChange'] }) {
  const id = `token-${field.group}-${field.key}`;
  const picker = field.group === 'color' ? pickerValue(field.value) : undefined;
  return (
    <div className={picker === undefined ? `${styles.row} ${styles.rowNoSwatch}` : styles.row}>
      <label htmlFor={id}>{field.key}</label>
      {picker === undefined ? null : (
        <input
          type="color"
          className={styles.swatch}
          aria-label={`${field.key} colour picker`}
          value={picker}
          onChange={(event) => onChange(field.group, field.key, event.target.value)}
        />
      )}
      <input
        id={id}
        className={styles.text}
        value={field.value}
        spellCheck={false}
        onChange={(event) => onChange(field.group, field.key, event.target.value)}
      />
    </div>
  );
}

/** Every token of the contract, one row each, grouped; colours get a picker as well as a text box. */
export function TokenEditor({ tokens, onChange }: TokenEditorProps) {
  return (
    <>
      {tokenGroups(tokens).map(({ group, fields }) => (
        <details key={group} className={styles.group} open={group === 'color'}>
          <summary className={styles.groupTitle}>{group}</summary>
          {fields.map((field) => (
            <TokenRow key={field.key} field={field} onChange={onChange} />
          ))}
        </details>
      ))}
    </>
  );
}
