import { contactScreens } from '../../../copy/contact.js';
import { useRequestControlLesson } from '../api/request-control-lesson.js';
import { InterestPage } from './InterestPage.js';

/**
 * `/schools`, reached from the congratulation popup: we are collecting driving schools that
 * offer a control lesson; the person can ask to be told.
 */
export function SchoolsPage() {
  return <InterestPage texts={contactScreens.schools} useRequest={useRequestControlLesson} />;
}
