import type { LanguageWords } from "./language-words.ts";

/**
 * Sesotho (South African orthography): every fixed word a guest reads, key for
 * key with English (en.ts). Guests are addressed in the respectful plural
 * (le, lona); buttons and menu items name the action with the bare verb, as
 * Sesotho software does. Drafted by the development team with machine help,
 * not by a first-language speaker: sources, choices and the words still to be
 * checked are in docs/translations.md ("Fixed words: Sesotho (st)").
 */
export const ST: LanguageWords = {
  page: {
    nav: {
      label: "Lenane le ka sehloohong",
      homePrefix: "Lehae: ",
      openMenu: "Bula lenane",
      closeMenu: "Kwala lenane",
      home: "Lehae",
      ourStory: "Pale ya rona",
      weddingInfo: "Dintlha tsa lenyalo",
      gallery: "Ditshwantsho tsa rona",
      rsvp: "Karabo",
      findUs: "Sebaka",
      sharePhotos: "Romela ditshwantsho",
    },
    countdown: {
      label: "Nako e setseng pele ho lenyalo",
      days: "Matsatsi",
      hours: "Dihora",
      minutes: "Metsotso",
      seconds: "Metsotswana",
    },
    hero: {
      rsvpNow: "Araba hona jwale",
    },
    weddingInfo: {
      heading: "Dintlha tsa lenyalo",
      hint: "Ela hloko: {hint}",
      directions: "Tsela",
      directionsHidden: " ya ho ya {venue}",
      beverages: "Dino",
      stores: "Mabenkele ao re a kgothaletsang: {stores}",
      palette: "Mebala ya lenyalo",
      paletteNamed: "Mebala ya lenyalo: {colours}",
    },
    findUs: {
      directions: "Bona tsela",
      addToCalendar: "Kenya khalendareng",
      download: "Jarolla .ics",
      downloadHidden: ", faele ya khalendara bakeng sa Apple Calendar le Outlook",
      mapTitle: "Mmapa wa {venue}, {address}",
      showMap: "Bontsha mmapa",
      showMapHidden: " wa {venue} ho tswa ho Google Maps",
      mapNote: "Mmapa o tswa ho Google, mme o bulwa feela ha le o tobetsa.",
    },
    footer: {
      analyticsChoices: "Dikgetho tsa dipalopalo",
    },
    upload: {
      heading: "Arolelanang dinako tsa lona tse monate",
      intro: "Le nkile setshwantsho seo le se ratang? Se kenyeng mona hore se be karolo ya pale ya rona.",
      hint: "{formats}, ho fihla ho {megabytes} MB ka nngwe, le tse {count} ka nako e le nngwe.",
      dropZone: "Kgethang ditshwantsho, kapa le di behe mona",
      name: "Lebitso la lona",
      nameOptional: "(ha ho qobellwe)",
      nameHint: "Hore banyalani ba tsebe hore ba lebohe mang.",
      guidelines: "Ditataiso tsa ditshwantsho",
      guidelineMoments: "Arolelanang dinako tsa mokete: tshebeletso ya lenyalo, kamohelo, le batho ba neng ba le teng.",
      guidelineReview: "Setshwantsho se seng le se seng se hlahlojwa ke banyalani pele se hlaha leqepheng lena.",
      guidelineSize:
        "Ditshwantsho tsa {formats}, ho fihla ho {megabytes} MB ka nngwe; ditshwantsho tse kgolo di nyenyefatswa mohaleng wa lona pele di romelwa.",
      guidelineCount: {
        one: "Ho fihla ho setshwantsho se {count} ka nako.",
        other: "Ho fihla ho ditshwantsho tse {count} ka nako.",
      },
      guidelineResume:
        "Ha kgokelo e kgaoha kapa leqephe le kwalwa, setshwantsho ha se lahlehe: se tswela pele ho romelwa ha le kgutla.",
    },
    uploadPanel: {
      input: "Ditshwantsho tse tla romelwang",
      letGo: "Di tloheleng hore di kene.",
      heading: "Ditshwantsho tsa lona",
      counts: "{valid} di lokile · {withErrors} di na le diphoso",
      list: "Ditshwantsho tse kgethilweng",
      upload: "Romela ditshwantsho",
      retryAll: "Leka hape tse hlolehileng ({count})",
    },
    uploadRow: {
      ready: "Se lokile ho romelwa",
      invalid: "Ha se a romelwa",
      uploading: "Se a romelwa",
      success: "Se rometswe",
      error: "Ho romela ho hlolehile",
      waiting: "Se emetse ho romelwa",
      waitingForConnection: "Se emetse kgokelo…",
      retrying: "Kgokelo e kgaohile, ho lekwa hape…",
      progress: "Tswelopele ya ho romela {name}",
      retry: "Leka hape",
      retryName: "Leka hape ho romela {name}",
      removeName: "Tlosa {name}",
    },
    myPhotos: {
      heading: "Ditshwantsho tseo le di rometseng ka sesebediswa sena",
      sent: "Se rometswe ka {date}",
      question: "Na le batla ho tlosa setshwantsho sena websaeteng? Banyalani ba ke ke ba hlola ba e-na le sona.",
      keep: "Se boloke",
      keepName: "Boloka {name}",
      confirm: "Ee, se tlose",
      confirmName: "Ee, tlosa {name}",
      remove: "Tlosa",
      removeName: "Tlosa {name} websaeteng",
      removing: "Ho a tloswa…",
      removed: "Ho tlositswe {name}.",
      notRemoved: "Ha ho a tloswa {name} ({reason}). Ka kopo lekang hape.",
    },
    uploadButton: {
      label: "Tobetsa ho romela ditshwantsho",
    },
    gallery: {
      views: "Tsela ya ho bona ditshwantsho",
      circular: "Pono ya 3D",
      grid: "Pono ya dikwere",
      carousel: "Ditshwantsho tse potolohang",
      previous: "Setshwantsho se fetileng",
      next: "Setshwantsho se latelang",
      current: "Setshwantsho {position} ya {count}: {alt}. {caption}",
      photo: "Setshwantsho sa banyalani",
    },
    guestMoments: {
      heading: "Dinako tsa baeti",
      intro: "Ditshwantsho tse arolelanweng ke baeti ba rona.",
      thumbnail: "Setshwantsho sa moeti {position} ya {count}",
      photo: "Setshwantsho sa moeti",
      alt: "Se arolelanwe ke moeti",
    },
    lightbox: {
      name: "{label} {position}",
      position: "{position} ya {count}",
      close: "Kwala",
      previous: "Setshwantsho se fetileng",
      next: "Setshwantsho se latelang",
    },
    slideshow: {
      share: "Sekenang ho arolelana ditshwantsho tsa lona",
      loading: "Ho a bulwa…",
      waiting: "Ditshwantsho di tla hlaha mona…",
      qrCode: "Khoutu ya QR ya {link}",
      sharedBy: "Se arolelanwe ke {name}",
      alt: "Setshwantsho se arolelanweng ke {name}",
      altNoName: "Setshwantsho se arolelanweng ke moeti",
      wrongKey:
        "Lehokela lena la pontsho ya ditshwantsho ha le a nepahala. Bulang pontsho ya ditshwantsho hape ho tswa ho admin (Photos, Slideshow) ho fumana lehokela la hona jwale.",
      disabled:
        "Pontsho ya ditshwantsho e timilwe. E tla sebetsa hang ha phasewete ya admin ya banyalani (ADMIN_PASSWORD) e kentswe seveng.",
      rateLimited:
        "Ho lekilwe mahokela a mangata a fosahetseng a pontsho ya ditshwantsho ho tswa netweke ena. Pontsho ya ditshwantsho e tla leka hape kamora metsotso e mmalwa.",
    },
    rsvpForm: {
      heading: "Karabo",
      deadline: "Ka kopo re tsebiseng pele ho {date} hore na le tla kgona ho tla.",
      legend: "Karabo ya lona",
      name: "Lebitso la lona le feletseng*",
      email: "Aterese ya imeili*",
      attending: "Na le tla ba teng?",
      attendingYes: "Ee!",
      attendingNo: "Ka maswabi",
      partner: "Na le tla le molekane?",
      partnerYes: "Ee",
      partnerNo: "Tjhee",
      partnerName: "Lebitso la molekane*",
      message: "Molaetsa ho banyalani (ha ho qobellwe)",
      guests: "Baeti: {count}",
      submit: "Romela karabo",
      submitting: "Ho a romelwa...",
      thankYouTitle: "Re a le leboha!",
      thankYouText: "Karabo ya lona e rometswe ka katleho. Re labalabela ho keteka le lona!",
      offline:
        "Ha le na inthanete, kahoo karabo ya lona ha e a romelwa. Dikarabo tsa lona di ntse di le mona — ka kopo lekang hape ha le e-na le inthanete.",
    },
    keptAnswer: {
      title: "Ha e so romelwe",
      rsvp: "Ha le na inthanete, kahoo karabo ya lona e bolokilwe sesebedisweng sena. E tla romelwa hang ha le e-na le inthanete, le ha le ka kwala leqephe lena mme la le bula hape.",
      household:
        "Ha le na inthanete, kahoo dikarabo tsa lona di bolokilwe sesebedisweng sena. Di tla romelwa hang ha le e-na le inthanete, le ha le ka kwala leqephe lena mme la le bula hape.",
      change: "Fetola dikarabo tsa ka",
    },
    householdButton: {
      send: "Romela dikarabo tsa rona",
      saveAgain: "Boloka dikarabo tsa rona",
      sending: "Ho a romelwa…",
    },
    rsvpEvents: {
      which: "Le tla ba teng meketeng efe?",
      chooseMeal: "Kgethang dijo",
      yourMeal: "Dijo tsa lona ({event})",
      partnerMeal: "Dijo tsa {partner} ({event})",
      yourPartner: "Molekane wa lona",
    },
    toast: {
      label: "Ditsebiso",
      close: "Kwala tsebiso",
      error: "Phoso",
      success: "Katleho",
      warning: "Temoso",
      info: "Tlhahisoleseding",
    },
    connection: {
      offline:
        "Ha le na inthanete. Le ka tswela pele ho bala; karabo kapa ditshwantsho tseo le di romelang hona jwale di bolokwa sesebedisweng sena, mme di tla romelwa ha le boela le e-na le inthanete.",
      online: "Le boetse le e-na le inthanete.",
    },
    consent: {
      label: "Kgetho ya dipalopalo",
      accept: "Ke a dumela",
      decline: "Tjhee, ke a leboha",
    },
    failures: {
      uploadPanel:
        "Sesebediswa sa ho romela ditshwantsho ha se a buleha. Hlahlobang kgokelo ya lona ya inthanete, ebe le leka hape.",
      guestMoments:
        "Ditshwantsho tsa baeti ba rona ha di a buleha. Hlahlobang kgokelo ya lona ya inthanete, ebe le leka hape.",
      rsvpForm:
        "Foromo ha e a qeta ho buleha, empa dikarabo tsa lona di ntse di le mona. Hlahlobang kgokelo ya lona ya inthanete, ebe le leka hape.",
      lightbox:
        "Sesebediswa sa ho sheba ditshwantsho ha se a buleha. Hlahlobang kgokelo ya lona ya inthanete, ebe le leka hape.",
      invitation: "Foromo ya memo ya lona ha e a buleha. Hlahlobang kgokelo ya lona ya inthanete, ebe le leka hape.",
      tryAgain: "Leka hape",
      tryingAgain: "Ho lekwa hape…",
      newVersion: "Moetso o motjha wa leqephe lena o teng.",
      reload: "Jara hape",
      notNow: "Eseng hona jwale",
    },
  },
  mail: {
    guest: {
      greeting: "Dumelang,",
      messagePassedOn: "Molaetsa wa lona o fetiseditswe ho banyalani.",
      dietaryNoted: "Re ngotse ditlhoko tsa dijo tsa:",
      notYou: "Haeba ha le a romela dikarabo tsena, le ka hlokomoloha molaetsa ona.",
    },
    answerEnd: {
      changeLinkUntil: "Le ka fetola dikarabo tsa lona ho fihlela ka {until} ka lehokela la lona:",
      changeLink: "Le ka fetola dikarabo tsa lona ka lehokela la lona:",
      call: "Haeba ho na le se fetohang, ka kopo letsetsang {contacts}.",
    },
    withLove: "Ka lerato,",
    hint: "Ela hloko: {hint}",
    rsvpConfirmation: {
      subjectAttending: "Karabo e amohetswe: {event}, re labalabela ho le bona",
      subjectDeclined: "Karabo e amohetswe: {event}, re tla le hopola",
      received: "Re amohetse karabo mabapi le {event} ka lebitso la {name}.",
      declined: "Re ngotse hore le ke ke la ba teng. Re a le leboha ka ho re tsebisa; re tla le hopola.",
      attending: "Re a le leboha! Re ngotse hore le tla ba teng.",
      attendingWithPartner: "Re a le leboha! Re ngotse hore le tla ba teng le molekane: batho ba 2.",
      heading: "Mokete",
      theme: "Sehlooho: {theme}",
      calendar: "Faele e hoketsweng, {file}, e kenya mokete khalendareng ya lona.",
    },
    householdConfirmation: {
      subjectAttending: "Dikarabo tsa lona: {event}, re labalabela ho le bona",
      subjectDeclined: "Dikarabo tsa lona: {event}, re a le leboha ka ho re tsebisa",
      received: "Re amohetse dikarabo tsa {household} mabapi le {event}.",
      attendingClosing: "Re a le leboha! Re labalabela ho le bona.",
      declinedClosing: "Re a le leboha ka ho re tsebisa. Re tla le hopola!",
      heading: "Dikarabo tsa lona",
      noAnswer: "ha ho karabo hajwale",
      notAttending: "ha a tle",
      attending: "o a tla",
      unnamedGuest: "Moeti ya se nang lebitso",
      calendar: "Faele e hoketsweng, {file}, e kenya mekete eo le tla ba teng ho yona khalendareng ya lona.",
    },
    invitation: {
      subject: "Le memilwe: {event}",
      reminderSubject: "Kgopotso: ka kopo arabang memo ya {event} pele ho {deadline}",
      greeting: "Dumelang {household},",
      opening: "{couple} ba ka thaba haholo ha le ka ba le bona lenyalong la bona!",
      reminderOpening:
        "{couple} ba le hopotsa ka bonolo: ba ka thabela ho tseba hore na le tla kgona ho tla lenyalong la bona.",
      ask: "Ka kopo re tsebiseng pele ho {deadline} ka memo ya lona:",
      button: "Bula memo ya lona",
      reminderButton: "Araba memo ya lona",
      orLink: "Kapa bulang lehokela lena:",
    },
  },
  privacy: {
    link: "Kamoo re hlokomelang data ya lona kateng",
    retention: {
      until: "ho fihlela ka {date}",
      untilDeletedIt: "ho fihlela banyalani ba e phumula",
      untilDeletedThem: "ho fihlela banyalani ba di phumula",
    },
    removal: {
      writeOrAsk: "le ngolle {email} kapa le botse {names}",
      ask: "le botse {names}",
    },
    rsvpNotice: {
      collect:
        "{couple} ba bokella lebitso la lona, imeili, karabo, lebitso la molekane wa lona le molaetsa wa lona ho rera lenyalo la bona le ho le ngolla ka lona.",
      kept: "Ke bona feela ba e bonang, mme e bolokwa {retention}.",
      removeWithLink:
        "Ho e bona, ho e lokisa kapa ho e phumula, sebedisang lehokela le ho imeili ya netefatso ya lona, kapa {removal}.",
      remove: "Ho e bona, ho e lokisa kapa ho e phumula, {removal}.",
    },
    householdNotice: {
      collect:
        "{couple} ba boloka mabitso a lelapa la lona, imeili, mohala, dikarabo, dijo le ditlhoko tsa dijo (tseo di ka bolelang ho hong ka bophelo ba lona) ho rera lenyalo la bona le ho le ngolla ka lona.",
      kept: "Ke bona feela ba e bonang, mme e bolokwa {retention}.",
      remove:
        'Tlase mona, tlasa "Data ya lona", le ka e bona, la e lokisa, la e jarolla kapa la e phumula, kapa {removal}.',
    },
    photoNotice: {
      receive:
        "{couple} ba fumana faele ya pele, le sebaka le dintlha tsa khamera; baeti ba bona feela kopi e se nang tsona, hang ha banyalani ba e amohela.",
      name: "Lebitso leo le le fanang le ditshwantsho tsa lona le tsamaya le tsona: banyalani ba a le bona, mme pontsho ya ditshwantsho moketeng e ka le bontsha.",
      kept: "Difaele tsa pele di bolokwa {retention}.",
      keptCopiesStay: "Difaele tsa pele di bolokwa {retention}; dikopi tse amohetsweng di dula leqepheng kamora moo.",
      remove: "Le ka tlosa setshwantsho sesebedisweng sena tlase mona, kapa {removal}.",
    },
    stripMetadata: {
      label: "Tlosa sebaka le dintlha tsa khamera pele ho romelwa",
      hint: "Ho etswa mohaleng wa lona. Setshwantsho seo sebatli sa lona se sa kgoneng ho se bula (ditshwantsho tse ding tsa HEIC) se romelwa kamoo se leng kateng.",
    },
    analyticsBanner:
      "Na {couple} ba ka bala diketelo ka Google Analytics? Ha ho letho le romelwang ho Google ntle le haeba le dumela.",
    page: {
      backToInvitation: "Kgutlela memong",
      siteNavigation: "Websaete",
      onThisPage: "Leqepheng lena",
      emailButton: "Ngolla {email}",
      intro:
        "Websaete ena ke memo ya lenyalo ya {couple}. Leqephe lena le bolela seo e se bolokang ka lona, lebaka, ya se bonang, nako eo se bolokwang ka yona, le kamoo le ka se tlosang kateng.",
      who: {
        heading: "Re bo mang",
        text: "{couple} ba bokella le ho boloka data ya lona bakeng sa lenyalo la bona. Ba tsamaisa websaete ena ka bobona; ha ho motho e mong ya etsang qeto ka seo se etsahalang ka yona.",
      },
      what: {
        heading: "Seo re se bokellang",
        text: "Feela seo le re fang sona:",
        rsvp: "Foromo ya karabo: lebitso la lona, imeili, hore na le a tla, lebitso la molekane wa lona le molaetsa wa lona.",
        household:
          "Lehokela la lona: mabitso a lelapa la lona, imeili le mohala, ya tlang moketeng ofe, dijo, le ditlhoko tsa dijo, tseo di ka bolelang ho hong ka bophelo ba lona.",
        photos:
          "Ditshwantsho tseo le di arolelanang: faele le tseo e di jereng, jwalo ka sebaka le nako eo setshwantsho se nkuweng ka yona le khamera, le lebitso leo le le fanang le ditshwantsho, haeba le le fana. Le ka tlosa dintlha tseo mohaleng wa lona pele le romela.",
      },
      why: {
        heading: "Lebaka",
        text: "Ho tseba hore na ke mang ya tlang, ho rera ditulo le dijo, ho le romela dintlha le dikgopotso tseo le di kopileng, le ho arolelana ditshwantsho tsa letsatsi leo le baeti.",
      },
      whoSees: {
        heading: "Ke mang ya e bonang",
        text: "Ke {couple} feela. Di-imeili tse yang ho lona di feta ka mofani wa bona wa ditshebeletso tsa imeili. Dikopi tsa ditshwantsho tse se nang sebaka kapa dintlha tsa khamera di bontshwa baeti hang ha banyalani ba di amohela. Ha ho letho le rekiswang kapa le arolelanwang le motho e mong.",
      },
      howLong: {
        heading: "Re e boloka nako e kae",
        untilDeleted:
          "Dikarabo tsa lona, di-imeili, dintlha tsa ho le fumana le difaele tsa pele tsa ditshwantsho di bolokwa ho fihlela banyalani ba di phumula.",
        until:
          "Dikarabo tsa lona, di-imeili, dintlha tsa ho le fumana le difaele tsa pele tsa ditshwantsho di bolokwa {retention} (matsatsi a {days} kamora lenyalo) ebe di a phumulwa.",
        approvedStay:
          "Ditshwantsho tse amohetsweng di dula leqepheng e le dikopi tse se nang sebaka kapa dintlha tsa khamera.",
        approvedDeleted: "Ditshwantsho tse amohetsweng di phumulwa hammoho le tse ding.",
      },
      rights: {
        heading: "Ditokelo tsa lona",
        text: "Neng kapa neng, le ka bona data ya lona, la e lokisa, la e jarolla le ho e phumula:",
        noReason: "Ha ho motho ya tlamehang ho fana ka lebaka, mme ho phumula ha ho siye kopi websaeteng.",
        linkOrMail:
          'Lehokeleng la lona, kapa lehokeleng le ho imeili ya netefatso ya karabo ya lona, tlasa "Data ya lona".',
        link: 'Lehokeleng la lona, tlasa "Data ya lona".',
        photos:
          "Ditshwantsho tseo le di rometseng: ho tswa mohaleng kapa khomphuteng yona eo, karolong ya ho romela ditshwantsho.",
        orAsk: "Kapa {removal}.",
      },
      otherServices: {
        heading: "Ditshebeletso tse ding",
        map: "Mmapa o tswa ho Google Maps mme o bulwa feela kamora hore le tobetse Bontsha mmapa; ho fihlela ka nako eo Google ha e fumane letho leqepheng lena.",
        analytics:
          "Haeba le dumela, Google Analytics e bala diketelo (hore na ke dikarolo dife tse bonwang, eseng hore le bo mang). Ho fihlela le dumela ha ho letho le romelwang ho Google, mme le ka fetola kgetho ya lona tlase leqepheng. Kgetho ya lona e bolokwa sebatling sa lona, eseng ka khukhi.",
        noAnalytics: "Websaete ena ha e sebedise dikhukhi tsa dipalopalo kapa tsa papatso.",
      },
      contact: {
        heading: "Ho ikopanya le rona",
        writeOrAsk: "Ngollang {email}, kapa le botse {contacts}.",
        ask: "Botsang {contacts}.",
        complain:
          "Haeba le nahana hore data ya lona e sebedisitswe hampe, le ka tletleba hape ho bolaodi ba tshireletso ya data.",
      },
    },
  },
  calendarEntry: {
    hint: "Ela hloko: {hint}",
    theme: "Sehlooho: {theme}",
    fileName: "{couple}-lenyalo.ics",
  },
  notFound: {
    page: {
      title: "Leqephe ha le a fumanwa",
      toInvitation: "Eya memong",
    },
    invitation: {
      notFoundTitle: "Memo ha e a fumanwa",
      notFound:
        "Ha re a kgona ho fumana memo ya lehokela lena. Ka kopo hlahlobang hore le butse lehokela lohle ho tswa molaetseng wa lona, kapa le kope banyalani ho le romela lehokela hape.",
      tooManyTriesTitle: "Maiteko a mangata haholo",
      tooManyTries:
        "Ho lekilwe mahokela a mangata a memo ho tswa kgokelong ya lona. Ka kopo emang metsotso e mmalwa, ebe le leka hape.",
      toWeddingPage: "Eya leqepheng la lenyalo",
    },
  },
};
