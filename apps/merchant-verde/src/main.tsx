import { createMerchantApp } from '@platform/site';
import { merchant } from '../package.json';
import { flagDefaults } from './flags';
import './fonts.css';
import { theme } from './theme.css';

createMerchantApp({
  merchant: { code: merchant.code, displayName: merchant.displayName },
  theme,
  flagDefaults,
});
