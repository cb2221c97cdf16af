import type { LanguageWords } from "./language-words.ts";

/**
 * The site's fixed words in isiZulu (zu), key for key with English (en.ts).
 * Drafted by the development team with machine help, not by a first-language
 * speaker: docs/translations.md ("Fixed words: isiZulu") names the sources each
 * key term was checked against, the register, and the words a speaker must check.
 *
 * Register: guests are addressed with the respectful plural (nina, ni-: "Sicela
 * nisazise"); short controls (Vala, Susa, Zama futhi) are bare imperatives, as
 * Firefox's isiZulu writes its buttons. A slot holding a name the sentence would
 * have to agree with ({event}, {household}, {venue}) stands after a colon, so no
 * concord depends on a word we cannot know.
 */
/** The notices where data is collected: the guest page carries them too (page.privacyNotice). */
const NOTICE = {
  link: "Indlela esinakekela ngayo imininingwane yenu",
  retention: {
    until: "kuze kube ngu-{date}",
    untilDeletedIt: "kuze kube yilapho abashadayo beyisula",
    untilDeletedThem: "kuze kube yilapho abashadayo bezisula",
  },
  removal: {
    writeOrAsk: "nibhalele ku-{email} noma nibuze ku-{names}",
    ask: "nibuze ku-{names}",
  },
  rsvpNotice: {
    collect:
      "{couple} baqoqa igama lenu, i-imeyili, impendulo, igama lomlingani wenu nomlayezo wenu ukuze bahlele umshado wabo futhi banibhalele ngawo.",
    kept: "Yibo kuphela abayibonayo, futhi igcinwa {retention}.",
    removeWithLink:
      "Ukuze niyibone, niyilungise noma niyisule, sebenzisani isixhumanisi esise-imeyilini yenu yokuqinisekisa, noma {removal}.",
    remove: "Ukuze niyibone, niyilungise noma niyisule, {removal}.",
  },
  householdNotice: {
    collect:
      "{couple} bagcina amagama omndeni wenu, i-imeyili, ucingo, izimpendulo, ukudla nezidingo zokudla (okungase kuveze okuthile ngempilo yenu) ukuze bahlele umshado wabo futhi banibhalele ngawo.",
    kept: "Yibo kuphela abayibonayo, futhi igcinwa {retention}.",
    remove:
      'Ngaphansi kokuthi "Imininingwane yenu" ngezansi ningayibona, niyilungise, niyilande noma niyisule, noma {removal}.',
  },
  photoNotice: {
    receive:
      "{couple} bathola ifayela loqobo, kanye nemininingwane yendawo neyekhamera; izivakashi zibona ikhophi kuphela engenayo leyo mininingwane, uma abashadayo beyivumile.",
    name: "Igama enilinikeza nezithombe zenu lihamba nazo: abashadayo bayalibona, futhi umbukiso wezithombe edilini ungalibonisa.",
    kept: "Izithombe zoqobo zigcinwa {retention}.",
    keptCopiesStay: "Izithombe zoqobo zigcinwa {retention}; amakhophi avunyiwe ahlala ekhasini ngemva kwalokho.",
    remove: "Ningasusa isithombe ngale divayisi ngezansi, noma {removal}.",
  },
  stripMetadata: {
    label: "Susa imininingwane yendawo neyekhamera ngaphambi kokuthumela",
    hint: "Kwenziwa efonini yenu. Isithombe isiphequluli senu esingakwazi ukusivula (ezinye izithombe ze-HEIC) sithunyelwa njengoba sinjalo.",
  },
  analyticsBanner:
    "Ingabe {couple} bangakubala ukuvakasha nge-Google Analytics? Akukho okuthunyelwa ku-Google ngaphandle uma nivuma.",
};

export const ZU: LanguageWords = {
  page: {
    nav: {
      label: "Imenyu eyinhloko",
      homePrefix: "Ekhaya: ",
      openMenu: "Vula imenyu",
      closeMenu: "Vala imenyu",
      home: "Ekhaya",
      ourStory: "Indaba yethu",
      weddingInfo: "Ngomshado",
      gallery: "Izithombe",
      // A word, not the French acronym: "the reply".
      rsvp: "Impendulo",
      findUs: "Sitholeni",
      sharePhotos: "Yabelana ngezithombe",
      language: "Ulimi",
    },
    countdown: {
      label: "Isikhathi esisele ngaphambi komshado",
      days: "Izinsuku",
      hours: "Amahora",
      minutes: "Amaminithi",
      seconds: "Amasekhondi",
    },
    hero: {
      rsvpNow: "Phendulani manje",
    },
    weddingInfo: {
      heading: "Imininingwane yomshado",
      hint: "Inkomba: {hint}",
      directions: "Indlela",
      directionsHidden: ": {venue}",
      beverages: "Iziphuzo",
      stores: "Izitolo esiziphakamisayo: {stores}",
      palette: "Imibala yomshado",
      paletteNamed: "Imibala yomshado: {colours}",
    },
    findUs: {
      directions: "Thola indlela",
      addToCalendar: "Faka ekhalendeni",
      download: "Landa i-.ics",
      downloadHidden: ", ifayela lekhalenda le-Apple Calendar ne-Outlook",
      mapTitle: "Ibalazwe: {venue}, {address}",
      showMap: "Bonisa ibalazwe",
      showMapHidden: ": {venue}, elivela ku-Google Maps",
      mapNote: "Ibalazwe livela ku-Google; livuleka kuphela uma nilichofoza.",
    },
    footer: {
      analyticsChoices: "Ukukhetha ngokubalwa kokuvakasha",
    },
    upload: {
      heading: "Yabelanani ngezinkumbulo zenu",
      intro: "Nithathe isithombe enisithandayo? Sifakeni lapha ukuze sibe yingxenye yendaba yethu.",
      hint: "{formats}, isithombe ngasinye kuze kufike ku-{megabytes} MB, futhi kuze kufike ku-{count} ngesikhathi esisodwa.",
      dropZone: "Khethani izithombe noma nizidonsele lapha",
      name: "Igama lenu",
      nameOptional: "(akuphoqelekile)",
      nameHint: "Ukuze abashadayo bazi ukuthi babonge bani.",
      guidelines: "Iziqondiso zezithombe",
      guidelineMoments: "Yabelanani ngezikhathi zomgubho: umshado uqobo, idili, nabantu ababekhona.",
      guidelineReview: "Isithombe ngasinye sibhekwa ngabashadayo ngaphambi kokuba sivele kuleli khasi.",
      guidelineSize:
        "Izithombe ze-{formats}, ngasinye kuze kufike ku-{megabytes} MB; izithombe ezinkulu zenziwa zibe zincane efonini yenu ngaphambi kokuthunyelwa.",
      guidelineCount: {
        one: "Isithombe esingu-{count} ngesikhathi esisodwa.",
        other: "Kuze kufike ezithombeni ezingu-{count} ngesikhathi esisodwa.",
      },
      guidelineResume:
        "Uma ukuxhumeka kunqamuka noma ikhasi livalwa, isithombe asilahleki: siqhubeka sithunyelwa uma nibuya.",
      formats: "{names}, noma {last}",
    },
    uploadPanel: {
      input: "Izithombe ezizothunyelwa",
      letGo: "Zidedeleni ukuze nizengeze.",
      heading: "Izithombe zenu",
      counts: "{valid} zilungile · {withErrors} zinamaphutha",
      list: "Izithombe ezikhethiwe",
      upload: "Thumela izithombe",
      retryAll: "Zama futhi ezehlulekile ({count})",
    },
    uploadRow: {
      ready: "Sesilungele ukuthunyelwa",
      invalid: "Asithunyelwanga",
      uploading: "Siyathunyelwa",
      success: "Sithunyelwe",
      error: "Ukuthumela kwehlulekile",
      waiting: "Silinde ukuthunyelwa",
      waitingForConnection: "Silinde ukuxhumeka…",
      retrying: "Ukuxhumeka kunqamukile, kuzanywa futhi…",
      progress: "Ukuthunyelwa kwe-{name}",
      retry: "Zama futhi",
      retryName: "Zama futhi ukuthumela i-{name}",
      removeName: "Susa i-{name}",
    },
    myPhotos: {
      heading: "Izithombe enizithumele ngale divayisi",
      sent: "Sithunyelwe ngo-{date}",
      question: "Nifuna ukususa lesi sithombe kuwebhusayithi? Abashadayo ngeke besaba naso.",
      keep: "Sigcine",
      keepName: "Gcina i-{name}",
      confirm: "Yebo, sisuse",
      confirmName: "Yebo, susa i-{name}",
      remove: "Susa",
      removeName: "Susa i-{name} kuwebhusayithi",
      removing: "Kuyasuswa…",
      removed: "I-{name} isusiwe.",
      notRemoved: "I-{name} ayisuswanga ({reason}). Sicela nizame futhi.",
      states: { pending: "Samukelwe", approved: "Sivunyiwe", rejected: "Asiboniswa" },
    },
    uploadButton: {
      label: "Chofozani ukuze nithumele izithombe",
      ring: "THUMELANI IZITHOMBE",
    },
    gallery: {
      views: "Indlela yokubuka izithombe",
      circular: "Umbono we-3D",
      grid: "Umbono wemigqa",
      carousel: "Izithombe ezijikelezayo",
      previous: "Isithombe sangaphambili",
      next: "Isithombe esilandelayo",
      current: "Isithombe {position} kwezingu-{count}: {alt}. {caption}",
      photo: "Isithombe sabashadayo",
    },
    guestMoments: {
      heading: "Izithombe zezivakashi",
      intro: "Izithombe ezithunyelwe yizivakashi zethu.",
      thumbnail: "Isithombe sesivakashi {position} kwezingu-{count}",
      photo: "Isithombe sesivakashi",
      alt: "Sivela esivakashini",
    },
    lightbox: {
      name: "{label} {position}",
      position: "{position} kwezingu-{count}",
      close: "Vala",
      previous: "Isithombe sangaphambili",
      next: "Isithombe esilandelayo",
    },
    slideshow: {
      share: "Skenani ukuze nithumele izithombe zenu",
      loading: "Kuyalayishwa…",
      waiting: "Izithombe zizovela lapha…",
      qrCode: "Ikhodi ye-QR: {link}",
      sharedBy: "Sithunyelwe ngu-{name}",
      alt: "Isithombe esithunyelwe ngu-{name}",
      altNoName: "Isithombe esithunyelwe yisivakashi",
      // (Photos, Slideshow) name the couple's admin, which is in English.
      wrongKey:
        "Isixhumanisi salo mbukiso wezithombe asisebenzi. Vulani umbukiso futhi ku-admin (Photos, Slideshow) ukuze nithole isixhumanisi samanje.",
      disabled:
        "Umbukiso wezithombe uvaliwe. Uzosebenza uma iphasiwedi ye-admin yabashadayo (ADMIN_PASSWORD) isifakiwe kuseva.",
      rateLimited:
        "Kuzanywe izixhumanisi zombukiso eziningi kakhulu ezingalungile kule nethiwekhi. Umbukiso uzozama futhi emaminithini ambalwa.",
    },
    rsvpForm: {
      heading: "Impendulo",
      deadline: "Sicela nisazise ngo-{date} noma ngaphambi kwalokho ukuthi nizokwazi yini ukufika.",
      legend: "Impendulo yenu",
      name: "Igama lenu eliphelele*",
      email: "Ikheli le-imeyili*",
      attending: "Nizofika yini?",
      attendingYes: "Yebo!",
      attendingNo: "Cha, ngiyaxolisa",
      partner: "Nizoza nomlingani?",
      partnerYes: "Yebo",
      partnerNo: "Cha",
      partnerName: "Igama lomlingani*",
      message: "Umlayezo oya kubashadayo (akuphoqelekile)",
      guests: "Izivakashi: {count}",
      submit: "Thumela impendulo",
      submitting: "Iyathunyelwa...",
      thankYouTitle: "Siyabonga!",
      thankYouText: "Impendulo yenu ithunyelwe ngempumelelo. Silangazelela ukugubha nani!",
      offline:
        "Anixhumekile ku-inthanethi, ngakho impendulo yenu ayithunyelwanga. Izimpendulo zenu zisekhona lapha — sicela nizame futhi uma senixhumekile.",
      opening: "Isimemo senu siyavulwa…",
    },
    keptAnswer: {
      title: "Akukathunyelwa",
      rsvp: "Anixhumekile ku-inthanethi, ngakho impendulo yenu igcinwe kule divayisi. Izothunyelwa lapho nje nixhumeka, noma ningavala leli khasi bese nilivula futhi.",
      household:
        "Anixhumekile ku-inthanethi, ngakho izimpendulo zenu zigcinwe kule divayisi. Zizothunyelwa lapho nje nixhumeka, noma ningavala leli khasi bese nilivula futhi.",
      change: "Shintsha izimpendulo zami",
    },
    householdButton: {
      send: "Thumela izimpendulo zethu",
      saveAgain: "Gcina izimpendulo zethu",
      sending: "Kuyathunyelwa…",
    },
    rsvpEvents: {
      which: "Nizoba khona kumiphi imicimbi?",
      chooseMeal: "Khetha ukudla",
      yourMeal: "Ukudla kwenu: {event}",
      partnerMeal: "Ukudla: {partner}, {event}",
      yourPartner: "Umlingani wenu",
    },
    toast: {
      label: "Izaziso",
      close: "Vala isaziso",
      error: "Iphutha",
      success: "Impumelelo",
      warning: "Isixwayiso",
      info: "Ukwaziswa",
    },
    connection: {
      offline:
        "Anixhumekile ku-inthanethi. Ningaqhubeka nifunda; impendulo noma izithombe enizithumela manje zigcinwa kule divayisi bese zithunyelwa uma senixhumekile futhi.",
      online: "Senixhumekile futhi ku-inthanethi.",
    },
    consent: {
      label: "Ukukhetha ngokubalwa kokuvakasha",
      accept: "Ngiyavuma",
      decline: "Cha, ngiyabonga",
    },
    photoMessages: {
      unsupportedType: "Sicela nithumele izithombe ze-{formats} kuphela.",
      noValidFiles: "Azikho izithombe ezilungile zokuthumela.",
      limitReached: "Nifinyelele umkhawulo — sicela nilinde izithombe ezisathunyelwa ziqede.",
      uploadFailed: "Ukuthumela kwehlulekile.",
      stillSending: "Izithombe zenu zisathunyelwa.",
      alreadySent: "Sesithunyelwe",
      tooLarge: "Ifayela kufanele libe ngaphansi kuka-{megabytes}MB.",
      alreadySelected: "I-{name} isikhethiwe",
      tooMany:
        "Ningakhetha izithombe ezingadluli ku-{max} ngesikhathi esisodwa. Nikhethe ezingu-{selected}, kuthunyelwa ezingu-{uploading}, ngakho ningengeza ezinye ezingu-{room}.",
      storageFailed: "Ukuthumela kwehlulekile: {reason}",
      databaseFailed: "Iphutha ledatabheyisi: {reason}",
      unreadable: "Lesi sithombe asikwazanga ukufundwa. Sicela nizame esinye isithombe.",
      limitDevice: "Nabelane ngezithombe eziningi kuleli hora. Sicela nilinde kancane ngaphambi kokuthumela ezinye.",
      limitAddress:
        "Kuthunyelwe izithombe eziningi kakhulu kulokhu kuxhumeka. Sicela nilinde kancane bese nizama futhi.",
      limitSite: "Izithombe eziningi zifika manje. Sicela nizame futhi emaminithini ambalwa.",
      limitTokens:
        "Kube nemizamo eminingi kakhulu engaphumelelanga kulokhu kuxhumeka. Sicela nilinde kancane bese nizama futhi.",
      deviceFull: {
        one: "Le foni ayisenayo indawo yokugcina isithombe esingu-{count} size sithunyelwe. Sicela nishiye leli khasi livuliwe kuze kube uhlu lubhala ukuthi sithunyelwe, noma nenze indawo bese nisikhetha futhi.",
        other:
          "Le foni ayisenayo indawo yokugcina izithombe ezingu-{count} zize zithunyelwe. Sicela nishiye leli khasi livuliwe kuze kube uhlu lubhala ukuthi zithunyelwe, noma nenze indawo bese nizikhetha futhi.",
      },
    },
    uploadSummary: {
      sent: {
        one: "Kuthunyelwe {sent} kwesithombe esingu-{count}",
        other: "Kuthunyelwe {sent} kwezithombe ezingu-{count}",
      },
      alreadyThere: {
        one: " (esingu-{count} sasivele sikhona, ngakho asiphindanga sathunyelwa)",
        other: " (ezingu-{count} zazivele zikhona, ngakho aziphindanga zathunyelwa)",
      },
      failedOne: "; lesi asikwazanga ukuthunyelwa: {why}",
      failed: {
        one: "; lezi ezingu-{count} azikwazanga ukuthunyelwa: {why}",
        other: "; lezi ezingu-{count} azikwazanga ukuthunyelwa: {why}",
      },
      why: "{name} ({reason})",
      sentence: "{summary}.",
    },
    rsvpMessages: {
      missingNameOrEmail: "Sicela nifake igama lenu ne-imeyili.",
      missingPartnerName: "Sicela nifake igama lomlingani wenu.",
      lookupFailed: "Kube nenkinga ekuhloleni impendulo yenu. Sicela nizame futhi.",
      saveFailed: "Kube nenkinga ekugcineni impendulo yenu. Sicela nizame futhi.",
      saveFailedBecause: "{message} ({reason})",
      rateLimited:
        "Kuthunyelwe izimpendulo eziningi kakhulu ekuxhumekeni kwenu. Sicela nilinde iminithi bese nizama futhi.",
      duplicate:
        "Le imeyili isivele ithumele impendulo. Uma nithumele imininingwane engalungile, sicela nishayele: {contacts}, ukuze nishintshe impendulo yenu.",
      missingName: "Sicela nifake igama lenu.",
      missingEmail: "Sicela nifake i-imeyili yenu.",
      invalidEmail: "Sicela nifake ikheli le-imeyili elilungile.",
      missingEvents: "Sicela nikhethe imicimbi enizoba kuyo.",
      nameTooLong: "Igama lenu lide kakhulu (izinhlamvu ezingadluli ku-{max}).",
      emailTooLong: "Ikheli le-imeyili lide kakhulu (izinhlamvu ezingadluli ku-{max}).",
      partnerNameTooLong: "Igama lomlingani wenu lide kakhulu (izinhlamvu ezingadluli ku-{max}).",
      messageTooLong: "Umlayezo mude kakhulu (izinhlamvu ezingadluli ku-{max}).",
      notExpected: "Impendulo ayikho ngendlela elindelekile.",
      refused:
        "Impendulo yenu ayikwazanga ukugcinwa njengoba injalo. Sicela nihlole izimpendulo zenu bese nizama futhi.",
      declinedThankYou: "Impendulo yenu ithunyelwe ngempumelelo. Siyabonga ngokusazisa — sizonikhumbula!",
    },
    greeting: {
      invitationFor: "Isimemo esenzelwe",
      answersHeading: "Izimpendulo zenu",
      coming: "Uzofika",
      notComing: "Ngeke afike",
      unnamedGuest: "Isivakashi senu",
      answer: "Phendulani isimemo senu",
      change: "Bonani noma nishintshe izimpendulo zenu",
      see: "Bonani izimpendulo zenu",
      replyBy: "Sicela nisazise ngo-{date} noma ngaphambi kwalokho ukuthi ngubani ozofika.",
    },
    household: {
      offline:
        "Anixhumekile ku-inthanethi, ngakho isimemo senu asikwazanga ukuvulwa. Sicela nizame futhi uma senixhumekile.",
      openFailed: "Asikwazanga ukuvula isimemo senu ({reason}). Sicela nizame futhi.",
      notFound:
        "Asikwazanga ukuthola isimemo salesi sixhumanisi. Sicela nihlole ukuthi nivule isixhumanisi sonke esisemlayezweni wenu, noma nicele abashadayo baphinde banithumelele sona.",
      rateLimited:
        "Kuzanywe izixhumanisi zezimemo eziningi kakhulu ekuxhumekeni kwenu. Sicela nilinde amaminithi ambalwa bese nizama futhi.",
      versionConflict:
        "Omunye emndenini wenu ushintshe lezi zimpendulo ngalesi sikhathi. Izimpendulo zakhe sezibonisiwe manje; sicela nizihlole bese nithumela ezenu futhi.",
      saved:
        "Siyabonga! Izimpendulo zenu zigciniwe. Ningazishintsha ngalesi sixhumanisi kuze kufike usuku lokugcina lokuphendula.",
      declinedThanks: "Siyabonga ngokusazisa. Sizonikhumbula!",
      erased:
        "Imininingwane yenu isuliwe: izimpendulo zenu, ama-imeyili enithunyelwe wona nezithombe zenu akusekho kule webhusayithi. Lesi sixhumanisi asisasebenzi.",
      filledIn: "Izimpendulo zenu zigcwalisiwe ngezansi: shintshani noma yini, bese nigcina.",
      answersHeading: "Izimpendulo zenu",
      changeAnswers: "Shintsha izimpendulo zethu",
      legend: "Izimpendulo zomndeni wenu",
      yourGuest: "Isivakashi senu",
      yourGuestNumbered: "Isivakashi senu {number}",
      child: "ingane",
      guestName: "Igama lesivakashi senu",
      dietary: "Izidingo zokudla (akuphoqelekile)",
      dietaryPlaceholder: "Ama-aleji, imifino kuphela, i-halal…",
      message: "Umlayezo oya kubashadayo (akuphoqelekile)",
      coming: "Uzofika",
      notComing: "Ngeke afike",
      mealFor: "Ukudla okukhethiwe: {event}",
      chooseMeal: "Khetha ukudla",
      noAnswer: "Akukabikho mpendulo",
      comingWithMeal: "Uzofika · {meal}",
      dietaryTerm: "Izidingo zokudla",
      yourMessage: "Umlayezo wenu",
    },
    householdProblems: {
      seatName: "Sicela nifake igama lesivakashi senu.",
      attending: 'Sicela nikhethe "Uzofika" noma "Ngeke afike".',
      meal: "Sicela nikhethe ukudla.",
      name: "Sicela igama libe nezinhlamvu ezingadluli ku-{max}.",
      dietary: "Sicela izidingo zokudla zibe nezinhlamvu ezingadluli ku-{max}.",
      message: "Sicela umlayezo ube nezinhlamvu ezingadluli ku-{max}.",
      unknownGuest: "Enye impendulo ibala isivakashi esingekho kulo mndeni.",
      answeredTwice: "Isivakashi esisodwa siphendulelwe kabili.",
      namedGuest: "Kungagcwaliswa kuphela amagama ezivakashi ezingakabi nawo.",
      nameTooLong: "Elinye igama lide kakhulu (izinhlamvu ezingadluli ku-{max}).",
      dietaryTooLong: "Izidingo zokudla zinde kakhulu (izinhlamvu ezingadluli ku-{max}).",
      notInvited: "Enye impendulo ingeyomcimbi lo mndeni ongamenyelwanga kuwo.",
      unanswered: "Sicela niphendulele isivakashi ngasinye nomcimbi ngamunye.",
      mealForAbsent: "Kukhethwe ukudla komuntu ongezukufika.",
      mealFromList: "Sicela nikhethe ukudla ohlwini kwabo bonke abazofika.",
      noMeals: "Lo mcimbi awunakho ukukhetha ukudla.",
      seatUnnamed: "Sicela nifake igama lesivakashi ngasinye esizofika.",
      refused: "Izimpendulo zenu azikwazanga ukugcinwa njengoba zinjalo. Sicela nizihlole bese nizama futhi.",
    },
    contacts: {
      list: "{names} no-{last}",
      withPhone: "{name} ({phone})",
      closed: "Ukuphendula kwavalwa ngo-{date}. Ukuze nishintshe okuthile, sicela nishayele: {contacts}.",
      questions: "Ninemibuzo, noma izinhlelo zishintshile? Sishayeleni.",
      call: "Shayela u-{name}",
    },
    guestData: {
      heading: "Imininingwane yenu",
      intro: "Lokho abashadayo abakugcinayo ngomndeni wenu. Ningakulungisa, nikulande noma nikusule.",
      unreachable: "Asikwazanga ukufinyelela kuwebhusayithi ({reason}). Sicela nizame futhi.",
      tryAgain: "Zama futhi",
      loading: "Imininingwane yenu iyalayishwa…",
      download: "Landa",
      downloadText: "Konke okungenhla, kanye nezinsuku zempendulo ngayinye ne-imeyili ngayinye, kufayela.",
      downloadButton: "Landa imininingwane yami (JSON)",
      held: "Esikugcinayo",
      household: "Umndeni",
      email: "I-imeyili",
      phone: "Ucingo",
      message: "Umlayezo",
      none: "akukho",
      unnamedGuest: "Isivakashi senu (asikabi negama)",
      answer: "{event}: {answer}",
      coming: "uzofika",
      notComing: "ngeke afike",
      meal: ", {meal}",
      dietary: "Izidingo zokudla: {dietary}",
      rsvp: "Ifomu lempendulo: {name} ({email}), {answer}",
      attending: "uzofika",
      notAttending: "ngeke afike",
      withPartner: ", nomlingani: {partner}",
      rsvpMessage: '; umlayezo: "{message}"',
      photos: "Izithombe: {photos}",
      photo: "{file} ({status})",
      mails: "Ama-imeyili athunyelwe kini: {mails}",
      mailsTo: "{count} (ku-{recipients})",
      correct: "Lungisani imininingwane yenu",
      householdName: "Igama lomndeni",
      saving: "Kuyagcinwa…",
      save: "Gcina izinguquko",
      corrected: "Imininingwane yenu ilungisiwe.",
      missingName: "Sicela nifake igama isimemo senu esibhalelwe lona.",
      nameTooLong: "Igama lide kakhulu (izinhlamvu ezingadluli ku-{max}).",
      badEmail: "Sicela nifake ikheli le-imeyili elilungile, noma nilishiye lingenalutho.",
      badPhone: "Sicela nihlole inombolo yocingo, nekhodi yezwe uma ingeyakwelinye izwe, noma niyishiye ingenalutho.",
      delete: "Sula",
      deleteText: "Kusula konke abashadayo abakugcinayo ngomndeni wenu.",
      deleteButton: "Sula imininingwane yethu",
      confirmText:
        "Lokhu kusula amagama omndeni wenu, imininingwane yokuxhumana nani nezimpendulo, ama-imeyili enithunyelwe wona nezithombe ezithunyelwe ngalesi sixhumanisi, ngokushesha futhi unomphela. Lesi sixhumanisi sizoyeka ukusebenza.",
      deleting: "Kuyasulwa…",
      confirm: "Yebo, sula imininingwane yethu",
      keep: "Yigcine",
    },
    reasons: {
      unreachable: "asikwazanga ukufinyelela kuseva",
      codeNotLoaded: "ikhodi efunda impendulo ayilayishekanga",
      unexpected: "impendulo engalindelekile evela kuseva",
      serverError: "iphutha leseva {status}",
      rsvpCodeNotLoaded: "ikhodi ethumela impendulo ayilayishekanga",
    },
    privacyNotice: NOTICE,
    failures: {
      uploadPanel: "Ingxenye yokuthumela izithombe ayivulekanga. Hlolani ukuxhumeka kwenu, bese nizama futhi.",
      guestMoments: "Izithombe zezivakashi zethu azivulekanga. Hlolani ukuxhumeka kwenu, bese nizama futhi.",
      rsvpForm:
        "Ifomu aliqedanga ukuvuleka, kodwa izimpendulo zenu zisekhona. Hlolani ukuxhumeka kwenu, bese nizama futhi.",
      lightbox: "Isibukeli sezithombe asivulekanga. Hlolani ukuxhumeka kwenu, bese nizama futhi.",
      invitation: "Ifomu lesimemo senu alivulekanga. Hlolani ukuxhumeka kwenu, bese nizama futhi.",
      tryAgain: "Zama futhi",
      tryingAgain: "Kuzanywa futhi…",
      newVersion: "Kukhona inguqulo entsha yaleli khasi.",
      reload: "Layisha kabusha",
      notNow: "Hhayi manje",
    },
  },
  mail: {
    guest: {
      greeting: "Sanibonani,",
      messagePassedOn: "Umlayezo wenu udluliselwe kubashadayo.",
      dietaryNoted: "Sibhale phansi izidingo zokudla zalaba:",
      notYou: "Uma kungesinina enithumele lezi zimpendulo, ningayinaki le imeyili.",
    },
    answerEnd: {
      changeLinkUntil: "Ningashintsha izimpendulo zenu kuze kube ngu-{until} ngesixhumanisi senu esiqondene nani:",
      changeLink: "Ningashintsha izimpendulo zenu ngesixhumanisi senu esiqondene nani:",
      call: "Uma kukhona okushintshayo, sicela nishayele: {contacts}.",
    },
    withLove: "Ngothando,",
    hint: "Inkomba: {hint}",
    rsvpConfirmation: {
      subjectAttending: "Impendulo yamukelwe: {event}, silangazelela ukunibona",
      subjectDeclined: "Impendulo yamukelwe: {event}, sizonikhumbula",
      received: "Sithole impendulo egameni lika-{name}, yomcimbi: {event}.",
      declined: "Sibhale ukuthi ngeke nikwazi ukufika. Siyabonga ngokusazisa; sizonikhumbula.",
      attending: "Siyabonga! Sibhale ukuthi nizofika.",
      attendingWithPartner: "Siyabonga! Sibhale ukuthi nizofika nomlingani: nibabili.",
      heading: "Umgubho",
      theme: "Isihloko: {theme}",
      calendar: "I-{file} enamathiselwe lapha ifaka umgubho ekhalendeni lenu.",
    },
    householdConfirmation: {
      subjectAttending: "Izimpendulo zenu: {event}, silangazelela ukunibona",
      subjectDeclined: "Izimpendulo zenu: {event}, siyabonga ngokusazisa",
      received: "Sithole izimpendulo zenu ({household}) zomcimbi: {event}.",
      attendingClosing: "Siyabonga! Silangazelela ukunibona.",
      declinedClosing: "Siyabonga ngokusazisa. Sizonikhumbula!",
      heading: "Izimpendulo zenu",
      noAnswer: "akukabikho mpendulo",
      notAttending: "ngeke afike",
      attending: "uzofika",
      unnamedGuest: "Umuntu ongaziwa ngegama",
      calendar: "I-{file} enamathiselwe lapha ifaka imicimbi enizoba kuyo ekhalendeni lenu.",
    },
    invitation: {
      subject: "Nimenyiwe: {event}",
      reminderSubject: "Isikhumbuzo: {event} — sicela niphendule ngo-{deadline}",
      greeting: "Sanibonani {household},",
      opening: "{couple} bangajabula kakhulu uma ningeza emshadweni wabo!",
      reminderOpening: "{couple} banikhumbuza ngomusa: bangathanda ukwazi ukuthi niyakwazi yini ukuza emshadweni wabo.",
      ask: "Sicela nisazise ngo-{deadline} ngesimemo senu:",
      button: "Vulani isimemo senu",
      reminderButton: "Phendulani isimemo senu",
      orLink: "Noma nivule lesi sixhumanisi:",
    },
    card: {
      invitationFor: "Isimemo esenzelwe",
      scanToAnswer: "Skenani ukuze niphendule, noma nivule",
      replyBy: "Sicela nisazise ngo-{date} noma ngaphambi kwalokho ukuthi ngubani ozofika.",
    },
  },
  privacy: {
    ...NOTICE,
    page: {
      backToInvitation: "Buyela esimemweni",
      siteNavigation: "Iwebhusayithi",
      onThisPage: "Kuleli khasi",
      emailButton: "Thumela i-imeyili ku-{email}",
      intro:
        "Le webhusayithi iyisimemo somshado ka-{couple}. Leli khasi lichaza ukuthi yini egcinwayo ngani, kungani, ngubani oyibonayo, isikhathi esingakanani, nokuthi ningayisusa kanjani.",
      who: {
        heading: "Singobani",
        text: "{couple} baqoqa futhi bagcine imininingwane yenu ngenxa yomshado wabo. Bayiphatha le webhusayithi ngokwabo; akekho omunye onquma ukuthi kwenzekani ngayo.",
      },
      what: {
        heading: "Esikuqoqayo",
        text: "Kuphela lokho enisinika khona:",
        rsvp: "Ifomu lempendulo: igama lenu, i-imeyili, ukuthi niyeza yini, igama lomlingani wenu nomlayezo wenu.",
        household:
          "Isixhumanisi senu esiqondene nani: amagama omndeni wenu, i-imeyili nocingo, ukuthi ngubani oza kuwuphi umcimbi, ukudla, nezidingo zokudla, okungase kuveze okuthile ngempilo yenu.",
        photos:
          "Izithombe enabelana ngazo: ifayela nalokho eliqukethe, njengokuthi sithathwe kuphi nanini, nangayiphi ikhamera, kanye negama enilinikeza nazo, uma nilinikeza. Ningayisusa leyo mininingwane efonini yenu ngaphambi kokuthumela.",
      },
      why: {
        heading: "Kungani",
        text: "Ukuze bazi ukuthi ngubani ozayo, bahlele izihlalo nokudla, banithumelele imininingwane nezikhumbuzo enizicelile, futhi babelane ngezithombe zosuku nezivakashi.",
      },
      whoSees: {
        heading: "Ngubani oyibonayo",
        text: "Ngu-{couple} kuphela. Ama-imeyili aya kini adlula kumhlinzeki wabo we-imeyili. Amakhophi ezithombe angenayo imininingwane yendawo noma yekhamera aboniswa izivakashi uma abashadayo sebewavumile. Akukho okuthengiswayo noma okwabelwana ngakho nomunye umuntu.",
      },
      howLong: {
        heading: "Siyigcina isikhathi esingakanani",
        untilDeleted:
          "Izimpendulo zenu, ama-imeyili, imininingwane yokuxhumana nani kanye namafayela ezithombe zoqobo kugcinwa kuze kube yilapho abashadayo bekusula.",
        until:
          "Izimpendulo zenu, ama-imeyili, imininingwane yokuxhumana nani kanye namafayela ezithombe zoqobo kugcinwa {retention} (izinsuku ezingu-{days} ngemva komshado) bese kuyasulwa.",
        approvedStay:
          "Izithombe ezivunyiwe zihlala ekhasini njengamakhophi angenayo imininingwane yendawo noma yekhamera.",
        approvedDeleted: "Izithombe ezivunyiwe zisulwa kanye nokunye.",
      },
      rights: {
        heading: "Amalungelo enu",
        text: "Ningayibona, niyilungise, niyilande futhi niyisule imininingwane yenu noma nini:",
        noReason: "Akekho odingeka ukuthi anikeze isizathu, futhi ukusula akushiyi ikhophi kuwebhusayithi.",
        linkOrMail:
          'Esixhumanisini senu esiqondene nani, noma esixhumanisini esise-imeyilini yokuqinisekisa impendulo yenu, ngaphansi kokuthi "Imininingwane yenu".',
        link: 'Esixhumanisini senu esiqondene nani, ngaphansi kokuthi "Imininingwane yenu".',
        photos: "Izithombe enizithumele: kusuka efonini noma kwikhompyutha efanayo, engxenyeni yokuthumela izithombe.",
        orAsk: "Noma {removal}.",
      },
      otherServices: {
        heading: "Ezinye izinkonzo",
        map: 'Ibalazwe livela ku-Google Maps futhi livuleka kuphela ngemva kokuchofoza "Bonisa ibalazwe"; kuze kube yileso sikhathi i-Google ayitholi lutho kuleli khasi.',
        analytics:
          "Uma nivuma, i-Google Analytics ibala ukuvakasha (ukuthi yiziphi izingxenye ezibonwayo, hhayi ukuthi ningobani). Uma ningakavumi akukho okuthunyelwa ku-Google, futhi ningashintsha ukukhetha kwenu ngezansi kwekhasi. Ukukhetha kwenu kugcinwa esiphequlini senu, hhayi ekukizini.",
        noAnalytics: "Le webhusayithi ayisebenzisi amakukizi okubala ukuvakasha noma okukhangisa.",
        languageCookie:
          "Ulimi enilukhethayo lugcinwa ekukizini eliqukethe lolo limi kuphela, ukuze iwebhusayithi ivuleke ngalo ngokuzayo.",
      },
      contact: {
        heading: "Xhumana nathi",
        writeOrAsk: "Bhalelani ku-{email}, noma nibuze ku-{contacts}.",
        ask: "Buzani ku-{contacts}.",
        complain:
          "Uma nicabanga ukuthi imininingwane yenu iphathwe kabi, ningakhalaza nakwisiphathimandla esivikela imininingwane yabantu.",
      },
    },
  },
  calendarEntry: {
    hint: "Inkomba: {hint}",
    theme: "Isihloko: {theme}",
    fileName: "{couple}-umshado.ics",
  },
  notFound: {
    page: {
      title: "Ikhasi alitholakalanga",
      toInvitation: "Iya esimemweni",
    },
    invitation: {
      notFoundTitle: "Isimemo asitholakalanga",
      notFound:
        "Asikwazanga ukuthola isimemo salesi sixhumanisi. Sicela nihlole ukuthi nivule isixhumanisi sonke esisemlayezweni wenu, noma nicele abashadayo baphinde banithumelele sona.",
      tooManyTriesTitle: "Kuzanywe kaningi kakhulu",
      tooManyTries:
        "Kuzanywe izixhumanisi zezimemo eziningi kakhulu ekuxhumekeni kwenu. Sicela nilinde amaminithi ambalwa bese nizama futhi.",
      toWeddingPage: "Iya ekhasini lomshado",
    },
  },
  content: {
    headings: {
      story: "Indaba yothando",
      gallery: "Izithombe",
      gifts: "Izipho",
      theme: "Isihloko sempelasonto",
      oneDayTheme: "Isihloko",
      findUs: "Sitholeni, nigcine nosuku",
    },
    countdown: {
      onTheDay: "Namuhla!",
      afterwards: "Sisanda kushada! Siyabonga ngokugubha nathi.",
    },
    personalLinkNote:
      "Sithumele umndeni ngamunye isixhumanisi sawo sesimemo: sicela niphendule lapho. Uma ningasitholi esenu, sibuzeni.",
    description: {
      invitation: "Nimenyiwe emshadweni ka-{couple}: {dates}, {place}.",
      more: "Imininingwane, indlela nempendulo.",
    },
    calendar: {
      title: "Umshado ka-{couple}",
      event: "{title}: {day}, {time}, {place}",
    },
    saveTheDate: {
      day: "{day}: {event}",
      event: "{title} ngo-{time}",
      eventAtVenue: "{title} ngo-{time}, {venue}",
    },
    suggested: {
      invitationLine: "Nimenyiwe ngothando emshadweni",
      designerCredit: "Kwenziwe ngothando",
    },
  },
};
