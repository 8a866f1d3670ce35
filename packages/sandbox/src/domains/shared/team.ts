import type { Db } from '../../core/db';
import { ApiFailure } from '../../core/failure';
import type { CustomerRow } from '../../core/rows';

/** A member of an agent's team with their depth below the agent (1 = direct). */
export interface TeamMember {
  id: number;
  username: string;
  parent_id: number | null;
  depth: number;
}

/** The whole downline of a customer (every depth), by a recursive walk of `parent_id`. */
export async function downline(db: Db, rootId: number): Promise<TeamMember[]> {
  return db.query<TeamMember>(
    `WITH RECURSIVE team(id, username, parent_id, depth) AS (
       SELECT id, username, parent_id, 1 FROM customers WHERE parent_id = $1
       UNION ALL
       SELECT c.id, c.username, c.parent_id, t.depth + 1 FROM customers c JOIN team t ON c.parent_id = t.id
       WHERE t.depth < 50
     )
     SELECT * FROM team ORDER BY depth, id`,
    [rootId],
  );
}

/** The ids of a team: the agent and everyone below (the basis of team aggregates). */
export async function teamIds(db: Db, rootId: number, includeSelf = true): Promise<number[]> {
  const members = (await downline(db, rootId)).map((m) => m.id);
  return includeSelf ? [rootId, ...members] : members;
}

/**
 * Finds `username` in the caller's downline (any depth) of the same merchant; `downline.not.found` otherwise, so an
 * agent can never read or move money of players outside their team.
 */
export async function findInDownline(
  db: Db,
  agent: CustomerRow,
  username: string,
): Promise<CustomerRow & { depth: number }> {
  const [row] = await db.query<CustomerRow & { depth: number }>(
    `WITH RECURSIVE team(id, depth) AS (
       SELECT id, 1 FROM customers WHERE parent_id = $1
       UNION ALL
       SELECT c.id, t.depth + 1 FROM customers c JOIN team t ON c.parent_id = t.id WHERE t.depth < 50
     )
     SELECT c.*, t.depth FROM team t JOIN customers c ON c.id = t.id
     WHERE c.merchant_code = $2 AND lower(c.username) = lower($3)`,
    [agent.id, agent.merchant_code, username.trim()],
  );
  if (!row) throw new ApiFailure('downline.not.found', `${username} is not in your team.`);
  return row;
}
