import type { ButtonProps } from '../../primitives/button/Button';
import { Button } from '../../primitives/button/Button';
import { VisuallyHidden } from '../../shared/VisuallyHidden';
import * as styles from './lobby.css';

export interface GameAction {
  /** The visible label (already translated). */
  label: string;
  onClick: () => void;
}

export interface GameActionsProps {
  /** The game or category the buttons act on: each button adds it to its name for screen readers. */
  name: string;
  /** Play now, or start. */
  primary: GameAction;
  /** Free trial or free play, where the game has one. */
  secondary?: GameAction | undefined;
  size?: ButtonProps['size'];
}

/**
 * The buttons under a game tile or a category card. A list of "Play now" buttons reads the same for every game, so
 * each also says, visually hidden, which game it is for.
 */
export function GameActions({ name, primary, secondary, size }: GameActionsProps) {
  const forGame = (
    <>
      {' '}
      <VisuallyHidden>{name}</VisuallyHidden>
    </>
  );
  return (
    <div className={styles.tileActions}>
      <Button size={size} onClick={primary.onClick}>
        {primary.label}
        {forGame}
      </Button>
      {secondary ? (
        <Button size={size} tone="secondary" onClick={secondary.onClick}>
          {secondary.label}
          {forGame}
        </Button>
      ) : null}
    </div>
  );
}
