import { type Contract, contract } from '@platform/api-client/contract';
import { describeFuzz, playerGroups } from './fuzz.helpers';

// Every other group of the contract, whatever exists when the test runs (the centres, and any group added later).
const player = new Set<string>(playerGroups);
const groups = (Object.keys(contract) as (keyof Contract)[]).filter((group) => !player.has(group));

describeFuzz('bad input on the other calls of the contract', groups);
