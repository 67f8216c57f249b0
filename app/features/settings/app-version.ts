/**
 * 检查更新 on both sites: every visit loads the pages from the server, so the running version is always
 * the newest and the check only reports it.
 */
import { version } from '../../../package.json';

export const APP_VERSION = version;

export const CHECK_UPDATE_TEXT = `当前已是最新版本 v${APP_VERSION}`;
