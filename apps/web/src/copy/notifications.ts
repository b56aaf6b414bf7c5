import type { NotificationKind } from '@ovningskort/domain';

/**
 * "Aviseringar" in the settings of both roles (issue 38). The server's own words (saved,
 * refusals) stay in messages.notifications; what a notification says is the domain's
 * notificationText.
 */
export const notificationScreens = {
  heading: 'Aviseringar',
  lead: 'Vi skickar bara det du väljer här. Inget skickas under tysta timmar eller medan en körning pågår, och ett tryck på en avisering öppnar det den handlar om.',
  kindsLegend: 'Berätta för mig när',
  kinds: {
    drivesWaiting: 'körningar väntar på att jag bekräftar dem (högst en gång om dagen)',
    lessonDone: 'min elev har markerat en lektion som klar',
    comment: 'någon har skrivit en kommentar',
    approval: 'min handledare har godkänt moment',
    nudge: 'det har gått en vecka utan körning',
    roadToTest:
      'ett datum på vägen till körprovet närmar sig: riskutbildningen eller provet går ut, två veckor kvar till körprovet',
    weeklySummary: 'veckan har gått: en sammanfattning med e-post varje måndag morgon',
  } satisfies Record<NotificationKind, string>,
  channelsLegend: 'Hur',
  device: {
    on: 'Den här enheten får aviseringar.',
    off: 'Den här enheten får inga aviseringar.',
    turnOn: 'Få aviseringar på den här enheten',
    turningOn: 'Slår på…',
    turnOff: 'Stäng av på den här enheten',
    unsupported:
      'Den här webbläsaren kan inte ta emot aviseringar. På iPhone: lägg först till Övningskort på hemskärmen. Du kan välja e-post i stället.',
    blocked:
      'Aviseringar är blockerade för Övningskort i webbläsarens inställningar. Tillåt dem där, eller välj e-post.',
    failed: 'Aviseringar kunde inte slås på. Försök igen.',
    otherDevices: (count: number) =>
      count === 1
        ? 'En av dina enheter får aviseringar.'
        : `${count} av dina enheter får aviseringar.`,
  },
  email: 'Skicka med e-post när ingen av mina enheter tar emot aviseringar',
  quietLegend: 'Tysta timmar',
  quietHelp:
    'Det som händer under tysta timmar skickas när de är slut. Samma tid på båda betyder inga tysta timmar.',
  quietFrom: 'Från',
  quietTo: 'Till',
  hour: (hour: number) => `${String(hour).padStart(2, '0')}:00`,
  prompt: {
    heading: 'Vill du få veta när körningar väntar på dig?',
    text: 'Vi säger till högst en gång om dagen, aldrig under tysta timmar eller medan ni kör. Du kan ändra det under Inställningar.',
    yes: 'Ja, säg till',
    notNow: 'Inte nu',
    byEmail: 'Vi säger till med e-post, eftersom den här webbläsaren inte tar emot aviseringar.',
  },
  save: 'Spara val för aviseringar',
  saving: 'Sparar…',
  saveFailed: 'Valen kunde inte sparas. Försök igen.',
};
