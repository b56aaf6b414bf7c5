import { publicScreens } from '../../../copy/public.js';
import { ButtonLink } from '../../../components/Button.js';
import { paths } from '../../../config/paths.js';
import { InfoPage, InfoSections, infoStyles } from './InfoPage.js';

const t = publicScreens.about;

/** /about 'Om Övningskort': what the product is and who it is for. */
export function AboutPage() {
  return (
    <InfoPage>
      <h1>{t.title}</h1>
      <p className={infoStyles.lead}>{t.lead}</p>
      <InfoSections sections={t.sections} />
      <section className={infoStyles.section}>
        <h2>{t.linksHeading}</h2>
        <div className={infoStyles.links}>
          <ButtonLink to={paths.register}>{t.register}</ButtonLink>
          <ButtonLink to={paths.support} variant="secondary">
            {t.support}
          </ButtonLink>
          <ButtonLink to={paths.contact} variant="secondary">
            {t.contact}
          </ButtonLink>
        </div>
      </section>
    </InfoPage>
  );
}
