import type { LanguageWords } from "./language-words.ts";

/**
 * Afrikaans (af): every fixed word a guest reads, key for key as English
 * (en.ts and its areas), guests addressed with the formal "u". Drafted by the
 * development team with machine help, not by a first-language speaker: the
 * terms, the sources they were checked against and the words still to review
 * are in docs/translations.md ("Fixed words: Afrikaans (af)").
 */
export const AF: LanguageWords = {
  page: {
    nav: {
      label: "Hoofkieslys",
      homePrefix: "Tuis: ",
      openMenu: "Open kieslys",
      closeMenu: "Sluit kieslys",
      home: "Tuis",
      ourStory: "Ons storie",
      weddingInfo: "Troubesonderhede",
      gallery: "Galery",
      /** Kept as printed Afrikaans invitations write it; sentences say "antwoord" (docs/translations.md). */
      rsvp: "RSVP",
      findUs: "Ligging",
      sharePhotos: "Deel foto's",
    },
    countdown: {
      label: "Aftelling tot die troue",
      days: "Dae",
      hours: "Ure",
      minutes: "Minute",
      seconds: "Sekondes",
    },
    hero: {
      rsvpNow: "RSVP nou",
    },
    weddingInfo: {
      heading: "Inligting oor die troue",
      hint: "Wenk: {hint}",
      directions: "Aanwysings",
      directionsHidden: " na {venue}",
      beverages: "Drinkgoed",
      stores: "Voorgestelde winkels: {stores}",
      palette: "Kleurpalet",
      paletteNamed: "Kleurpalet: {colours}",
    },
    findUs: {
      directions: "Kry aanwysings",
      addToCalendar: "Voeg by kalender",
      download: "Laai .ics af",
      downloadHidden: ", 'n kalenderlêer vir Apple Calendar en Outlook",
      mapTitle: "Kaart van {venue}, {address}",
      showMap: "Wys kaart",
      showMapHidden: " van {venue} uit Google Maps",
      mapNote: "Die kaart kom van Google en word eers gelaai wanneer u tik.",
    },
    footer: {
      analyticsChoices: "Keuses oor besoektelling",
    },
    upload: {
      heading: "Deel u herinneringe",
      intro: "Het u 'n foto geneem waarvan u baie hou? Voeg dit hier by sodat dit deel van ons storie kan word.",
      hint: "{formats}, tot {megabytes} MB elk en {count} op 'n slag.",
      dropZone: "Kies foto's of sleep hulle hierheen",
      name: "U naam",
      nameOptional: "(opsioneel)",
      nameHint: "Sodat die bruidspaar weet wie om te bedank.",
      guidelines: "Riglyne vir foto's",
      guidelineMoments: "Deel oomblikke van die viering: die seremonie, die onthaal en die mense wat daar was.",
      guidelineReview: "Elke foto word deur die bruidspaar nagegaan voordat dit op hierdie bladsy verskyn.",
      guidelineSize:
        "Beelde in {formats}, tot {megabytes} MB elk; groter foto's word op u foon verklein voordat hulle gestuur word.",
      guidelineCount: { one: "Tot {count} foto op 'n slag.", other: "Tot {count} foto's op 'n slag." },
      guidelineResume:
        "As die verbinding wegval of die bladsy toegaan, gaan geen foto verlore nie: dit word verder gestuur sodra u terug is.",
    },
    uploadPanel: {
      input: "Foto's om op te laai",
      letGo: "Laat los om hulle by te voeg.",
      heading: "U foto's",
      counts: "{valid} geldig · {withErrors} met foute",
      list: "Gekose foto's",
      upload: "Laai foto's op",
      retryAll: "Probeer mislukte weer ({count})",
    },
    uploadRow: {
      ready: "Gereed om op te laai",
      invalid: "Nie opgelaai nie",
      uploading: "Besig om op te laai",
      success: "Opgelaai",
      error: "Oplaai het misluk",
      waiting: "Wag om op te laai",
      waitingForConnection: "Wag vir 'n verbinding…",
      retrying: "Verbinding verloor, probeer tans weer…",
      progress: "Oplaaivordering van {name}",
      retry: "Probeer weer",
      retryName: "Probeer {name} weer",
      removeName: "Verwyder {name}",
    },
    myPhotos: {
      heading: "Foto's wat u van hierdie toestel gestuur het",
      sent: "Gestuur op {date}",
      question: "Verwyder hierdie foto van die webwerf? Die bruidspaar sal dit dan nie meer hê nie.",
      keep: "Hou dit",
      keepName: "Hou {name}",
      confirm: "Ja, verwyder dit",
      confirmName: "Ja, verwyder {name}",
      remove: "Verwyder",
      removeName: "Verwyder {name} van die webwerf",
      removing: "Besig om te verwyder…",
      removed: "{name} is verwyder.",
      notRemoved: "{name} is nie verwyder nie ({reason}). Probeer asseblief weer.",
    },
    uploadButton: {
      label: "Klik om foto's op te laai",
    },
    gallery: {
      views: "Galeryaansig",
      circular: "3D-aansig",
      grid: "Roosteraansig",
      carousel: "Fotokarrousel",
      previous: "Vorige foto",
      next: "Volgende foto",
      current: "Foto {position} van {count}: {alt}. {caption}",
      photo: "Galeryfoto",
    },
    guestMoments: {
      heading: "Ons gaste se oomblikke",
      intro: "Foto's wat ons gaste gedeel het.",
      thumbnail: "Gaste se oomblik {position} van {count}",
      photo: "Gastefoto",
      alt: "Deur 'n gas gedeel",
    },
    lightbox: {
      name: "{label} {position}",
      position: "{position} van {count}",
      close: "Sluit",
      previous: "Vorige foto",
      next: "Volgende foto",
    },
    slideshow: {
      share: "Skandeer om u foto's te deel",
      loading: "Laai tans…",
      waiting: "Foto's sal hier verskyn…",
      qrCode: "QR-kode van {link}",
      sharedBy: "Gedeel deur {name}",
      alt: "'n Foto gedeel deur {name}",
      altNoName: "'n Foto gedeel deur 'n gas",
      /** "Photos, Slideshow" name the couple's admin screens, which are in English. */
      wrongKey:
        "Hierdie skakel na die skyfievertoning is nie geldig nie. Open die skyfievertoning weer in die admin (Photos, Slideshow) om die huidige skakel te kry.",
      disabled:
        "Die skyfievertoning is af. Dit werk sodra die bruidspaar se admin-wagwoord (ADMIN_PASSWORD) op die bediener gestel is.",
      rateLimited:
        "Te veel verkeerde skakels na die skyfievertoning is van hierdie netwerk af probeer. Die skyfievertoning probeer oor 'n paar minute weer.",
    },
    rsvpForm: {
      heading: "RSVP",
      deadline: "Laat ons asseblief teen {date} weet of u kan kom.",
      legend: "U antwoord",
      name: "U volle naam*",
      email: "E-posadres*",
      attending: "Sal u kom?",
      attendingYes: "Ja!",
      attendingNo: "Ongelukkig nie",
      partner: "Bring u 'n metgesel saam?",
      partnerYes: "Ja",
      partnerNo: "Nee",
      partnerName: "Metgesel se naam*",
      message: "Boodskap vir die bruidspaar (opsioneel)",
      guests: "Gaste: {count}",
      submit: "Stuur antwoord",
      submitting: "Stuur tans...",
      thankYouTitle: "Baie dankie!",
      thankYouText: "U antwoord is suksesvol gestuur. Ons sien daarna uit om saam met u fees te vier!",
      offline:
        "U is vanlyn, daarom is u antwoord nie gestuur nie. U antwoorde is nog hier — probeer asseblief weer wanneer u sein het.",
    },
    keptAnswer: {
      title: "Nog nie gestuur nie",
      rsvp: "U is vanlyn, daarom word u antwoord op hierdie toestel bewaar. Dit word gestuur sodra u sein het, selfs as u hierdie bladsy toemaak en weer oopmaak.",
      household:
        "U is vanlyn, daarom word u antwoorde op hierdie toestel bewaar. Hulle word gestuur sodra u sein het, selfs as u hierdie bladsy toemaak en weer oopmaak.",
      change: "Verander my antwoorde",
    },
    householdButton: {
      send: "Stuur ons antwoorde",
      saveAgain: "Stoor ons antwoorde",
      sending: "Stuur tans…",
    },
    rsvpEvents: {
      which: "Watter geleenthede sal u bywoon?",
      chooseMeal: "Kies 'n ete",
      yourMeal: "U ete by {event}",
      partnerMeal: "{partner} se ete by {event}",
      yourPartner: "U metgesel",
    },
    toast: {
      label: "Kennisgewings",
      close: "Sluit kennisgewing",
      error: "Fout",
      success: "Sukses",
      warning: "Waarskuwing",
      info: "Inligting",
    },
    connection: {
      offline:
        "U is vanlyn. U kan verder lees; 'n antwoord of foto's wat u nou stuur, word op hierdie toestel bewaar en gestuur sodra u weer aanlyn is.",
      online: "U is weer aanlyn.",
    },
    consent: {
      label: "Keuse oor besoektelling",
      accept: "Aanvaar",
      decline: "Nee dankie",
    },
    failures: {
      uploadPanel: "Die foto-oplaaier het nie gelaai nie. Kontroleer u verbinding en probeer dan weer.",
      guestMoments: "Ons gaste se foto's het nie gelaai nie. Kontroleer u verbinding en probeer dan weer.",
      rsvpForm:
        "Die vorm het nie klaar gelaai nie, maar u antwoorde is nog hier. Kontroleer u verbinding en probeer dan weer.",
      lightbox: "Die fotobekyker het nie gelaai nie. Kontroleer u verbinding en probeer dan weer.",
      invitation: "U uitnodiging se vorm het nie gelaai nie. Kontroleer u verbinding en probeer dan weer.",
      tryAgain: "Probeer weer",
      tryingAgain: "Probeer tans weer…",
      newVersion: "'n Nuwe weergawe van hierdie bladsy is beskikbaar.",
      reload: "Herlaai",
      notNow: "Nie nou nie",
    },
  },
  mail: {
    guest: {
      greeting: "Goeiedag,",
      messagePassedOn: "U boodskap is aan die bruidspaar oorgedra.",
      dietaryNoted: "Dieetbehoeftes aangeteken vir:",
      notYou: "As u nie hierdie antwoorde gestuur het nie, kan u hierdie e-pos ignoreer.",
    },
    answerEnd: {
      changeLinkUntil: "U kan u antwoorde tot {until} met u persoonlike skakel verander:",
      changeLink: "U kan u antwoorde met u persoonlike skakel verander:",
      call: "As iets verander, bel asseblief {contacts}.",
    },
    withLove: "Met liefde,",
    hint: "Wenk: {hint}",
    rsvpConfirmation: {
      subjectAttending: "Antwoord ontvang: {event}, ons sien daarna uit om u te verwelkom",
      subjectDeclined: "Antwoord ontvang: {event}, ons sal u mis",
      received: "Ons het 'n antwoord vir {event} op naam van {name} ontvang.",
      declined: "Ons het aangeteken dat u nie kan kom nie. Dankie dat u ons laat weet het; ons sal u mis.",
      attending: "Dankie! Ons het aangeteken dat u sal kom.",
      attendingWithPartner: "Dankie! Ons het aangeteken dat u en 'n metgesel sal kom: 2 persone.",
      heading: "Die viering",
      theme: "Tema: {theme}",
      calendar: "Met die aangehegte {file} kan u die viering by u kalender voeg.",
    },
    householdConfirmation: {
      subjectAttending: "U antwoorde: {event}, ons sien daarna uit om u te verwelkom",
      subjectDeclined: "U antwoorde: {event}, dankie dat u ons laat weet het",
      received: "Ons het die antwoorde van {household} vir {event} ontvang.",
      attendingClosing: "Dankie! Ons sien daarna uit om u te verwelkom.",
      declinedClosing: "Dankie dat u ons laat weet het. Ons sal u mis!",
      heading: "U antwoorde",
      noAnswer: "nog geen antwoord nie",
      notAttending: "kom nie",
      attending: "kom",
      unnamedGuest: "Gas sonder naam",
      calendar: "Met die aangehegte {file} kan u die geleenthede wat u bywoon by u kalender voeg.",
    },
    invitation: {
      subject: "U is uitgenooi: {event}",
      reminderSubject: "'n Herinnering: laat ons asseblief teen {deadline} weet of u {event} sal bywoon",
      greeting: "Beste {household},",
      opening: "{couple} nooi u hartlik uit na hul troue!",
      reminderOpening: "{couple} stuur 'n vriendelike herinnering: hulle wil graag weet of u na hul troue kan kom.",
      ask: "Laat ons asseblief teen {deadline} weet, met u persoonlike uitnodiging:",
      button: "Open u uitnodiging",
      reminderButton: "Beantwoord u uitnodiging",
      orLink: "Of open hierdie skakel:",
    },
  },
  privacy: {
    link: "Hoe ons na u inligting omsien",
    /**
     * The notices put "{retention}" after the verb ("dit word bewaar tot 6 Maart 2027"), where a "totdat" clause must
     * stand; /privacy's howLong.until, always a date, puts it before.
     */
    retention: {
      until: "tot {date}",
      untilDeletedIt: "totdat die bruidspaar dit skrap",
      untilDeletedThem: "totdat die bruidspaar hulle skrap",
    },
    removal: {
      writeOrAsk: "skryf aan {email} of vra {names}",
      ask: "vra {names}",
    },
    rsvpNotice: {
      collect:
        "{couple} versamel u naam, e-posadres, antwoord, u metgesel se naam en u boodskap om hul troue te beplan en om aan u daaroor te skryf.",
      kept: "Net hulle sien dit, en dit word bewaar {retention}.",
      removeWithLink:
        "Om dit te sien, reg te stel of te skrap, gebruik die skakel in u bevestigings-e-pos, of {removal}.",
      remove: "Om dit te sien, reg te stel of te skrap, {removal}.",
    },
    householdNotice: {
      collect:
        "{couple} bewaar u huishouding se name, e-posadres, telefoonnommer, antwoorde, etes en dieetbehoeftes (wat iets oor u gesondheid kan sê) om hul troue te beplan en om aan u daaroor te skryf.",
      kept: "Net hulle sien dit, en dit word bewaar {retention}.",
      remove: 'Onder "U inligting" hieronder kan u dit sien, regstel, aflaai of skrap, of {removal}.',
    },
    photoNotice: {
      receive:
        "{couple} ontvang die oorspronklike lêer, met sy ligging- en kamerabesonderhede; gaste sien net 'n kopie daarsonder, sodra die bruidspaar dit goedkeur.",
      name: "'n Naam wat u saam met u foto's gee, bly by hulle: die bruidspaar sien dit, en die skyfievertoning by die onthaal kan dit wys.",
      kept: "Die oorspronklike lêers word bewaar {retention}.",
      keptCopiesStay: "Die oorspronklike lêers word bewaar {retention}; goedgekeurde kopieë bly daarna op die bladsy.",
      remove: "U kan 'n foto wat van hierdie toestel gestuur is hieronder verwyder, of {removal}.",
    },
    stripMetadata: {
      label: "Verwyder ligging- en kamerabesonderhede voordat dit gestuur word",
      hint: "Dit gebeur op u foon. 'n Foto wat u blaaier nie kan oopmaak nie (sommige HEIC-foto's), word gestuur soos dit is.",
    },
    analyticsBanner: "Mag {couple} besoeke met Google Analytics tel? Niks word na Google gestuur nie, tensy u aanvaar.",
    page: {
      backToInvitation: "Terug na die uitnodiging",
      siteNavigation: "Webwerf",
      onThisPage: "Op hierdie bladsy",
      emailButton: "E-pos {email}",
      intro:
        "Hierdie webwerf is die uitnodiging na {couple} se troue. Hierdie bladsy sê wat dit oor u bewaar, waarom, wie dit sien, hoe lank, en hoe u dit kan laat verwyder.",
      who: {
        heading: "Wie ons is",
        text: "{couple} versamel en bewaar u inligting vir hul troue. Hulle bestuur hierdie webwerf self; niemand anders besluit wat daarmee gebeur nie.",
      },
      what: {
        heading: "Wat ons versamel",
        text: "Net wat u ons gee:",
        rsvp: "Die RSVP-vorm: u naam, e-posadres, of u kom, u metgesel se naam en u boodskap.",
        household:
          "U persoonlike skakel: u huishouding se name, e-posadres en telefoonnommer, wie na watter geleentheid kom, etes, en dieetbehoeftes, wat iets oor u gesondheid kan sê.",
        photos:
          "Foto's wat u deel: die lêer en wat dit bevat, soos waar en wanneer dit geneem is en met watter kamera, en die naam wat u daarmee saam gee, as u een gee. U kan daardie besonderhede op u foon verwyder voordat u dit stuur.",
      },
      why: {
        heading: "Waarom",
        text: "Om te weet wie kom, om sitplekke en etes te beplan, om u die besonderhede en herinneringe te stuur waarvoor u gevra het, en om die dag se foto's met die gaste te deel.",
      },
      whoSees: {
        heading: "Wie dit sien",
        text: "Net {couple}. E-posse aan u gaan deur hul e-posdiens. Kopieë van foto's sonder ligging- of kamerabesonderhede word aan gaste gewys sodra die bruidspaar dit goedkeur. Niks word verkoop of met enigiemand anders gedeel nie.",
      },
      howLong: {
        heading: "Hoe lank ons dit bewaar",
        untilDeleted:
          "U antwoorde, e-posse, kontakbesonderhede en die oorspronklike fotolêers word bewaar totdat die bruidspaar dit skrap.",
        until:
          "U antwoorde, e-posse, kontakbesonderhede en die oorspronklike fotolêers word {retention} bewaar ({days} dae ná die troue) en daarna geskrap.",
        approvedStay: "Goedgekeurde foto's bly op die bladsy as kopieë sonder ligging- of kamerabesonderhede.",
        approvedDeleted: "Goedgekeurde foto's word saam met die res geskrap.",
      },
      rights: {
        heading: "U regte",
        text: "U mag u inligting enige tyd sien, regstel, aflaai en skrap:",
        noReason: "Niemand hoef 'n rede te gee nie, en skrapping laat geen kopie op die webwerf agter nie.",
        linkOrMail:
          'Op u persoonlike skakel, of via die skakel in die bevestigings-e-pos van u antwoord, onder "U inligting".',
        link: 'Op u persoonlike skakel, onder "U inligting".',
        photos: "Foto's wat u gestuur het: van dieselfde foon of rekenaar af, in die paneel waar u foto's oplaai.",
        orAsk: "Of {removal}.",
      },
      otherServices: {
        heading: "Ander dienste",
        map: "Die kaart kom van Google Maps en word eers gelaai nadat u op Wys kaart getik het; tot dan kry Google niks van hierdie bladsy nie.",
        analytics:
          "As u aanvaar, tel Google Analytics besoeke (watter afdelings gesien word, nie wie u is nie). Totdat u aanvaar, word niks na Google gestuur nie, en u kan u keuse onderaan die bladsy verander. U keuse word in u blaaier bewaar, nie in 'n koekie nie.",
        noAnalytics: "Hierdie webwerf gebruik nie koekies vir besoektelling of advertensies nie.",
      },
      contact: {
        heading: "Kontak",
        writeOrAsk: "Skryf aan {email}, of vra {contacts}.",
        ask: "Vra {contacts}.",
        complain:
          "As u dink dat u inligting verkeerd hanteer is, kan u ook 'n klagte by die owerheid vir databeskerming indien.",
      },
    },
  },
  calendarEntry: {
    hint: "Wenk: {hint}",
    theme: "Tema: {theme}",
    fileName: "{couple}-troue.ics",
  },
  notFound: {
    page: {
      title: "Bladsy nie gevind nie",
      toInvitation: "Gaan na die uitnodiging",
    },
    invitation: {
      notFoundTitle: "Uitnodiging nie gevind nie",
      notFound:
        "Ons kon nie 'n uitnodiging vir hierdie skakel vind nie. Maak asseblief seker dat u die hele skakel uit u boodskap oopgemaak het, of vra die bruidspaar weer daarvoor.",
      tooManyTriesTitle: "Te veel pogings",
      tooManyTries:
        "Te veel uitnodigingskakels is van u verbinding af probeer. Wag asseblief 'n paar minute en probeer dan weer.",
      toWeddingPage: "Gaan na die troubladsy",
    },
  },
};
