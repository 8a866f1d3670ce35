import type { Translation } from '../catalogue.types';
import type { download as source } from '../cn/download';

export const download = {
  'download.title': '下載 App',
  'download.app.IOS': 'iOS 版 App',
  'download.app.Android': '安卓版 App',
  'download.app.H5': '手機網頁版',
  'download.qr': '{name} QR 碼',
  'download.get': '下載{name}',
  'download.openSite': '打開{name}',
  'download.enlarge': '放大{name} QR 碼',
  'download.profile': '安裝 iOS 描述檔',
  'download.steps': 'iOS 安裝步驟',
  'download.step.1': '1. 用相機掃描 iOS QR 碼',
  'download.step.2': '2. 允許下載描述檔',
  'download.step.3': '3. 打開「設定」中的「已下載描述檔」',
  'download.step.4': '4. 點擊「安裝」並輸入密碼',
  'download.step.5': '5. 在「VPN 與裝置管理」中信任開發者',
  'download.step.6': '6. 回到主畫面打開 App',
  'download.install.title': '加入主畫面',
  'download.install.text': '像 App 一樣從主畫面開啟{name}。',
  'download.install.button': '安裝到主畫面',
  'download.install.ios': '在 iPhone 或 iPad 上：在 Safari 點一下「分享」，再選擇「加入主畫面」。',
  'download.install.other':
    '其他瀏覽器：開啟瀏覽器選單，選擇「安裝應用程式」或「加到主畫面」。已經安裝？請從主畫面開啟。',
  'download.install.done': '已安裝，請從主畫面開啟。',
} satisfies Translation<typeof source>;
