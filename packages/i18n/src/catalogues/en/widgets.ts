import type { Translation } from '../catalogue.types';
import type { widgets as source } from '../cn/widgets';

export const widgets = {
  'balance.hidden': 'Balance hidden',
  'balance.refreshing': 'Refreshing balance…',
  'banner.label': 'Featured',
} satisfies Translation<typeof source>;
