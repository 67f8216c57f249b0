/** Phones and tablets go to the /h5 site (SPEC §2). WeChat's in-app browser reports "Mobile" too. */
const MOBILE_UA = /Mobile|Android|iPhone|iPad|iPod|HarmonyOS|Windows Phone|BlackBerry|Opera Mini/i;

export const isMobileUserAgent = (ua: string | undefined) => !!ua && MOBILE_UA.test(ua);
