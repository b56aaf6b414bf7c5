import { contactScreens } from '../../../copy/contact.js';
import { useRequestDealsReminder } from '../api/request-deals-reminder.js';
import { InterestPage } from './InterestPage.js';

/** `/hotDeals`: deals from driving schools are coming; 'Ja, påminn mig!' asks for a reminder. */
export function HotDealsPage() {
  return <InterestPage texts={contactScreens.hotDeals} useRequest={useRequestDealsReminder} />;
}
