/** Messages of the consent preferences dialog in en-GB. */
import type { ConsentMessageKey } from '../consent';

/** en-GB. */
export const consentEnGB: Readonly<Record<ConsentMessageKey, string>> = {
  'consent.dialog.title': 'Manage my choices',
  'consent.dialog.intro':
    'Each purpose and each partner is switched on separately. What is refused does not run and its cookies are deleted.',
  'consent.dialog.purposes': 'Purposes',
  'consent.dialog.adPurposes': 'Within advertising',
  'consent.dialog.vendors': 'Partners',
  'consent.dialog.save': 'Save my choices',
  'consent.dialog.close': 'Close',
  'consent.dialog.vendorPurposes': 'For: {purposes}',
  'consent.dialog.vendorCookies': 'Cookies: {cookies}',
  'consent.dialog.noCookie': 'no cookie',
  'consent.dialog.notConfigured': 'No partner of this kind is plugged in: nothing runs.',
  'consent.vendor.analytics': 'Périple — audience measurement',
  'consent.vendor.page-measurement': 'Périple — page measurement',
  'consent.vendor.error-monitor': 'Périple — error monitoring',
  'consent.vendor.ad-partner-1': 'Advertising partner 1',
  'consent.vendor.ad-partner-2': 'Advertising partner 2',
  'consent.vendor.operator': 'Site operator',
  'consent.vendor.booking-partner': 'Booking partner',
  'consent.purpose.storage': 'Storage in the browser',
  'consent.purpose.storage.text':
    'Keep your recent searches, quiz scores and number of visits from one page to the next. The language you choose and your sign-in to your account are kept without this consent: you asked for them.',
  'consent.purpose.tracking': 'Audience measurement',
  'consent.purpose.tracking.text':
    'Count page views and measure their speed, without following you on other sites.',
  'consent.purpose.error-monitoring': 'Error monitoring',
  'consent.purpose.error-monitoring.text': 'Send the application’s errors to Périple to fix them.',
  'consent.purpose.ads': 'Advertising',
  'consent.purpose.ads.text': 'Show advertising slots.',
  'consent.purpose.native_advertising': 'Sponsored content',
  'consent.purpose.native_advertising.text': 'Show sponsored blocks and links among the results.',
  'consent.purpose.send_keywords': 'Keywords to advertisers',
  'consent.purpose.send_keywords.text':
    'Pass your search words to the advertising partners to choose the ads.',
  'consent.purpose.push_notifications': 'Notifications',
  'consent.purpose.push_notifications.text':
    'Offer the browser’s notifications (its permission is asked next).',
  'consent.purpose.booking': 'Accommodation booking',
  'consent.purpose.booking.text': 'Offer a booking partner’s accommodation, with your dates.',
  'consent.purpose.basic_ads': 'Basic advertising',
  'consent.purpose.basic_ads.text': 'Ads chosen from the page, with no profile of you.',
  'consent.purpose.ads_profile': 'Advertising profile',
  'consent.purpose.ads_profile.text': 'Build a profile of your interests for advertising.',
  'consent.purpose.personalised_ads': 'Personalised advertising',
  'consent.purpose.personalised_ads.text': 'Choose the ads from that profile.',
  'consent.purpose.ad_performance': 'Advertising measurement',
  'consent.purpose.ad_performance.text': 'Count the ads’ displays and clicks.',
};
