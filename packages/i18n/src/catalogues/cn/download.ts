/** The app download page (points-centres-lottery §2 "App download", §9): apps, QR codes, the iOS steps. */
export const download = {
  'download.title': '下载 App',
  'download.app.IOS': 'iOS 版 App',
  'download.app.Android': '安卓版 App',
  'download.app.H5': '手机网页版',
  'download.qr': '{name} 二维码',
  'download.get': '下载{name}',
  'download.openSite': '打开{name}',
  'download.enlarge': '放大{name}二维码',
  'download.profile': '安装 iOS 描述文件',
  'download.steps': 'iOS 安装步骤',
  'download.step.1': '1. 用相机扫描 iOS 二维码',
  'download.step.2': '2. 允许下载描述文件',
  'download.step.3': '3. 打开“设置”中的“已下载描述文件”',
  'download.step.4': '4. 点击“安装”并输入密码',
  'download.step.5': '5. 在“VPN 与设备管理”中信任开发者',
  'download.step.6': '6. 回到主屏幕打开 App',
};
