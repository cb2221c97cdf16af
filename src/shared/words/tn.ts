import type { LanguageWords } from "./language-words.ts";
import type { PrivacyNoticeWords } from "./privacy-en.ts";

/**
 * Setswana (South African orthography): every fixed word a guest reads, key
 * for key with English (en.ts). Guests are addressed in the respectful plural
 * (lo, lona); buttons and menu items name the action with the bare verb, as
 * Setswana software does. Drafted by the development team with machine help,
 * not by a first-language speaker: sources, choices and the words still to be
 * checked are in docs/translations.md ("Fixed words: Setswana (tn)").
 */
// The privacy notices, translated once: the guest page carries them (page.privacyNotice) and so does the privacy area.
const NOTICE: PrivacyNoticeWords = {
  link: "Ka fa re tlhokomelang tshedimosetso ya lona ka teng",
  retention: {
    until: "go fitlha ka {date}",
    untilDeletedIt: "go fitlha banyalani ba e phimola",
    untilDeletedThem: "go fitlha banyalani ba di phimola",
  },
  removal: {
    writeOrAsk: "lo kwalele {email} kgotsa lo botse {names}",
    ask: "lo botse {names}",
  },
  rsvpNotice: {
    collect:
      "{couple} ba kokoanya leina la lona, imeile, karabo, leina la molekane wa lona le molaetsa wa lona go rulaganya lenyalo la bone le go lo kwalela ka ga lone.",
    kept: "Ke bone fela ba ba e bonang, mme e bolokwa {retention}.",
    removeWithLink:
      "Go e bona, go e baakanya kgotsa go e phimola, dirisang kgolagano e e mo imeile ya netefatso ya lona, kgotsa {removal}.",
    remove: "Go e bona, go e baakanya kgotsa go e phimola, {removal}.",
  },
  householdNotice: {
    collect:
      "{couple} ba boloka maina a lelapa la lona, imeile, mogala, dikarabo, dijo le ditlhokego tsa dijo (tse di ka buang sengwe ka boitekanelo jwa lona) go rulaganya lenyalo la bone le go lo kwalela ka ga lone.",
    kept: "Ke bone fela ba ba e bonang, mme e bolokwa {retention}.",
    remove:
      'Fa tlase, ka fa tlase ga "Tshedimosetso ya lona", lo ka e bona, lwa e baakanya, lwa e kopolola kgotsa lwa e phimola, kgotsa {removal}.',
  },
  photoNotice: {
    receive:
      "{couple} ba amogela faele ya ntlha, le lefelo le dintlha tsa khamera; baeng ba bona fela khopi e e se nang tsone, fa banyalani ba sena go e amogela.",
    name: "Leina le lo le nayang le ditshwantsho tsa lona le tsamaya le tsone: banyalani ba a le bona, mme pontsho ya ditshwantsho kwa moletlong e ka le bontsha.",
    kept: "Difaele tsa ntlha di bolokwa {retention}.",
    keptCopiesStay:
      "Difaele tsa ntlha di bolokwa {retention}; dikhopi tse di amogetsweng di nna mo tsebeng morago ga moo.",
    remove: "Lo ka tlosa setshwantsho mo sedirisiweng se fa tlase, kgotsa {removal}.",
  },
  stripMetadata: {
    label: "Tlosa lefelo le dintlha tsa khamera pele ga go romela",
    hint: "Go dirwa mo mogaleng wa lona. Setshwantsho se sebatli sa lona se sa kgoneng go se bula (ditshwantsho dingwe tsa HEIC) se romelwa jaaka se ntse.",
  },
  analyticsBanner:
    "A {couple} ba ka bala diketelo ka Google Analytics? Ga go sepe se se romelwang kwa Google fa lo sa dumele.",
};

export const TN: LanguageWords = {
  page: {
    nav: {
      label: "Lenaane la konokono",
      homePrefix: "Legae: ",
      openMenu: "Bula lenaane",
      closeMenu: "Tswala lenaane",
      home: "Legae",
      ourStory: "Polelo ya rona",
      weddingInfo: "Dintlha tsa lenyalo",
      gallery: "Ditshwantsho tsa rona",
      rsvp: "Karabo",
      findUs: "Lefelo",
      sharePhotos: "Romela ditshwantsho",
      language: "Puo",
    },
    countdown: {
      label: "Nako e e setseng pele ga lenyalo",
      days: "Malatsi",
      hours: "Diura",
      minutes: "Metsotso",
      seconds: "Metsotswana",
    },
    hero: {
      rsvpNow: "Araba jaanong",
    },
    weddingInfo: {
      heading: "Dintlha tsa lenyalo",
      hint: "Ela tlhoko: {hint}",
      directions: "Tsela",
      directionsHidden: " ya go ya kwa {venue}",
      beverages: "Dino",
      stores: "Mabenkele a re a tshitshinyang: {stores}",
      palette: "Mebala ya lenyalo",
      paletteNamed: "Mebala ya lenyalo: {colours}",
    },
    findUs: {
      directions: "Bona tsela",
      addToCalendar: "Tsenya mo khalendareng",
      download: "Kopolola .ics",
      downloadHidden: ", faele ya khalendara ya Apple Calendar le Outlook",
      mapTitle: "Mmapa wa {venue}, {address}",
      showMap: "Bontsha mmapa",
      showMapHidden: " wa {venue} go tswa kwa Google Maps",
      mapNote: "Mmapa o tswa kwa Google, mme o bulega fela fa lo o tobetsa.",
    },
    footer: {
      analyticsChoices: "Ditlhopho tsa dipalopalo",
    },
    upload: {
      heading: "Abelanang dinako tsa lona tse di monate",
      intro: "A lo tsere setshwantsho se lo se ratang? Se tsenyeng fano gore se nne karolo ya polelo ya rona.",
      hint: "{formats}, go fitlha go {megabytes} MB sengwe le sengwe, le di le {count} ka nako.",
      dropZone: "Tlhophang ditshwantsho, kgotsa lo di tlogele fano",
      name: "Leina la lona",
      nameOptional: "(ga go patelediwe)",
      nameHint: "Gore banyalani ba itse gore ba lebogele mang.",
      guidelines: "Dikaelo tsa ditshwantsho",
      guidelineMoments: "Abelanang dinako tsa moletlo: tirelo ya lenyalo, kamogelo, le batho ba ba neng ba le teng.",
      guidelineReview: "Setshwantsho sengwe le sengwe se tlhatlhobiwa ke banyalani pele se bonala mo tsebeng e.",
      guidelineSize:
        "Ditshwantsho tsa {formats}, go fitlha go {megabytes} MB sengwe le sengwe; ditshwantsho tse dikgolo di dirwa dinnye mo mogaleng wa lona pele di romelwa.",
      guidelineCount: {
        one: "Go fitlha go setshwantsho se le {count} ka nako.",
        other: "Go fitlha go ditshwantsho di le {count} ka nako.",
      },
      guidelineResume:
        "Fa kgokagano e kgaoga kgotsa tsebe e tswalwa, setshwantsho ga se latlhege: se tswelela go romelwa fa lo boa.",
      formats: "{names}, kgotsa {last}",
    },
    uploadPanel: {
      input: "Ditshwantsho tse di tla romelwang",
      letGo: "Di tlogeleng gore di tsene.",
      heading: "Ditshwantsho tsa lona",
      counts: "{valid} di siame · {withErrors} di na le diphoso",
      list: "Ditshwantsho tse di tlhophilweng",
      upload: "Romela ditshwantsho",
      retryAll: "Leka gape tse di reteletsweng ({count})",
    },
    uploadRow: {
      ready: "Se siametse go romelwa",
      invalid: "Ga se a romelwa",
      uploading: "Se a romelwa",
      success: "Se rometswe",
      error: "Go romela go retetse",
      waiting: "Se letile go romelwa",
      waitingForConnection: "Se letile kgokagano…",
      retrying: "Kgokagano e kgaogile, go lekwa gape…",
      progress: "Tswelelopele ya go romela {name}",
      retry: "Leka gape",
      retryName: "Leka gape go romela {name}",
      removeName: "Tlosa {name}",
    },
    photoMessages: {
      unsupportedType: "Tswêê-tswêê romelang ditshwantsho tsa {formats} fela.",
      noValidFiles: "Ga go na difaele tse di siameng go romelwa.",
      limitReached:
        "Palo e e letleletsweng e fitlheletswe - tswêê-tswêê letang gore ditshwantsho tse di romelwang di fele.",
      uploadFailed: "Go romela go retetse.",
      stillSending: "Ditshwantsho tsa lona di sa ntse di romelwa.",
      alreadySent: "Se rometswe pele",
      tooLarge: "Bogolo jwa faele bo tshwanetse go nna kwa tlase ga {megabytes}MB.",
      alreadySelected: "Go setse go tlhophilwe {name}",
      tooMany:
        "Lo ka tlhopha ditshwantsho di le {max} fela ka nako. Lo tlhophile di le {selected}, mme di le {uploading} di a romelwa, ka jalo lo ka oketsa di le {room} gape.",
      storageFailed: "Go romela go retetse: {reason}",
      databaseFailed: "Phoso ya polokelo ya tshedimosetso: {reason}",
      unreadable: "Setshwantsho se ga se a kgona go balwa. Tswêê-tswêê lekang setshwantsho se sengwe.",
      limitDevice:
        "Lo abelane ditshwantsho di le dintsi mo ureng e. Tswêê-tswêê letang nakwana pele lo romela tse dingwe.",
      limitAddress:
        "Ditshwantsho di dintsi thata go tswa mo kgokaganong e. Tswêê-tswêê letang nakwana, mme lo leke gape.",
      limitSite: "Ditshwantsho di le dintsi di goroga jaanong. Tswêê-tswêê lekang gape morago ga metsotso e mmalwa.",
      limitTokens:
        "Maiteko a mantsi a a reteletsweng go tswa mo kgokaganong e. Tswêê-tswêê letang nakwana, mme lo leke gape.",
      deviceFull: {
        one: "Mogala o ga o tlhole o na le lefelo la go boloka setshwantsho se le {count} go fitlha se romelwa. Tswêê-tswêê tlogelang tsebe e e butswe go fitlha lenaane le re se rometswe, kgotsa lo golole lefelo mme lo se tlhophe gape.",
        other:
          "Mogala o ga o tlhole o na le lefelo la go boloka ditshwantsho di le {count} go fitlha di romelwa. Tswêê-tswêê tlogelang tsebe e e butswe go fitlha lenaane le re di rometswe, kgotsa lo golole lefelo mme lo di tlhophe gape.",
      },
    },
    uploadSummary: {
      sent: {
        one: "Go rometswe {sent} mo setshwantshong se le {count}",
        other: "Go rometswe {sent} mo ditshwantshong di le {count}",
      },
      alreadyThere: {
        one: " (se le {count} se ne se le teng pele, ka jalo ga se a romelwa gape)",
        other: " (di le {count} di ne di le teng pele, ka jalo ga di a romelwa gape)",
      },
      failedOne: "; se ga se a kgona go romelwa: {why}",
      failed: {
        one: "; tse di le {count} ga di a kgona go romelwa: {why}",
        other: "; tse di le {count} ga di a kgona go romelwa: {why}",
      },
      why: "{name} ({reason})",
      sentence: "{summary}.",
    },
    myPhotos: {
      heading: "Ditshwantsho tse lo di rometseng ka sedirisiwa se",
      sent: "Se rometswe ka {date}",
      question: "A lo batla go tlosa setshwantsho se mo webosaeteng? Banyalani ga ba kitla ba nna le sone gape.",
      keep: "Se boloke",
      keepName: "Boloka {name}",
      confirm: "Ee, se tlose",
      confirmName: "Ee, tlosa {name}",
      remove: "Tlosa",
      removeName: "Tlosa {name} mo webosaeteng",
      removing: "Go a tlosiwa…",
      removed: "Go tlositswe {name}.",
      notRemoved: "Ga go a tlosiwa {name} ({reason}). Tswêê-tswêê lekang gape.",
      states: { pending: "Se amogetswe", approved: "Se letleletswe", rejected: "Ga se bontshiwe" },
    },
    uploadButton: {
      label: "Tobetsa go romela ditshwantsho",
      ring: "ROMELANG DITSHWANTSHO",
    },
    gallery: {
      views: "Tsela ya go bona ditshwantsho",
      circular: "Pono ya 3D",
      grid: "Pono ya dikwere",
      carousel: "Ditshwantsho tse di dikologang",
      previous: "Setshwantsho se se fetileng",
      next: "Setshwantsho se se latelang",
      current: "Setshwantsho {position} ya {count}: {alt}. {caption}",
      photo: "Setshwantsho sa banyalani",
    },
    guestMoments: {
      heading: "Dinako tsa baeng",
      intro: "Ditshwantsho tse di abelanweng ke baeng ba rona.",
      thumbnail: "Setshwantsho sa moeng {position} ya {count}",
      photo: "Setshwantsho sa moeng",
      alt: "Se abelanwe ke moeng",
    },
    lightbox: {
      name: "{label} {position}",
      position: "{position} ya {count}",
      close: "Tswala",
      previous: "Setshwantsho se se fetileng",
      next: "Setshwantsho se se latelang",
    },
    slideshow: {
      share: "Sekenang go abelana ditshwantsho tsa lona",
      loading: "Go a bulwa…",
      waiting: "Ditshwantsho di tla bonala fano…",
      qrCode: "Khoutu ya QR ya {link}",
      sharedBy: "Se abelanwe ke {name}",
      alt: "Setshwantsho se se abelanweng ke {name}",
      altNoName: "Setshwantsho se se abelanweng ke moeng",
      wrongKey:
        "Kgolagano e ya pontsho ya ditshwantsho ga e a siama. Bulang pontsho ya ditshwantsho gape go tswa mo admin (Photos, Slideshow) go bona kgolagano ya jaanong.",
      disabled:
        "Pontsho ya ditshwantsho e timilwe. E tla dira fa khunololamoraba ya admin ya banyalani (ADMIN_PASSWORD) e tsentswe mo seveng.",
      rateLimited:
        "Go lekilwe dikgolagano di le dintsi tse di phoso tsa pontsho ya ditshwantsho go tswa mo neteweking e. Pontsho e tla leka gape morago ga metsotso e mmalwa.",
    },
    rsvpForm: {
      heading: "Karabo",
      deadline: "Tswêê-tswêê re itsiseng pele ga {date} gore a lo tla kgona go tla.",
      legend: "Karabo ya lona",
      name: "Leina la lona ka botlalo*",
      email: "Aterese ya imeile*",
      attending: "A lo tla nna teng?",
      attendingYes: "Ee!",
      attendingNo: "Ka maswabi",
      partner: "A lo tla le molekane?",
      partnerYes: "Ee",
      partnerNo: "Nnyaa",
      partnerName: "Leina la molekane*",
      message: "Molaetsa go banyalani (ga go patelediwe)",
      guests: "Baeng: {count}",
      submit: "Romela karabo",
      submitting: "Go a romelwa...",
      thankYouTitle: "Re a lo leboga!",
      thankYouText: "Karabo ya lona e rometswe sentle. Re tlhoafaletse go keteka le lona!",
      offline:
        "Ga lo na inthanete, ka jalo karabo ya lona ga e a romelwa. Dikarabo tsa lona di sa ntse di le fano — tswêê-tswêê lekang gape fa lo na le inthanete.",
      opening: "Taletso ya lona e a bulwa…",
    },
    rsvpMessages: {
      missingNameOrEmail: "Tswêê-tswêê tsenyang leina la lona le imeile.",
      missingPartnerName: "Tswêê-tswêê tsenyang leina la molekane wa lona.",
      lookupFailed: "Go nnile le bothata fa go tlhatlhobiwa karabo ya lona. Tswêê-tswêê lekang gape.",
      saveFailed: "Go nnile le bothata fa go bolokwa karabo ya lona. Tswêê-tswêê lekang gape.",
      saveFailedBecause: "{message} ({reason})",
      rateLimited:
        "Go rometswe dikarabo di le dintsi thata go tswa mo kgokaganong ya lona. Tswêê-tswêê letang motsotso, mme lo leke gape.",
      duplicate:
        "Imeile e e setse e rometse karabo. Fa lo rometse tshedimosetso e e phoso, tswêê-tswêê leletsang {contacts} go baakanya karabo ya lona.",
      missingName: "Tswêê-tswêê tsenyang leina la lona.",
      missingEmail: "Tswêê-tswêê tsenyang imeile ya lona.",
      invalidEmail: "Tswêê-tswêê tsenyang aterese ya imeile e e siameng.",
      missingEvents: "Tswêê-tswêê tlhophang meletlo e lo tla nnang teng kwa go yone.",
      nameTooLong: "Leina la lona le leleele thata (go fitlha go ditlhaka di le {max}).",
      emailTooLong: "Aterese ya imeile e telele thata (go fitlha go ditlhaka di le {max}).",
      partnerNameTooLong: "Leina la molekane wa lona le leleele thata (go fitlha go ditlhaka di le {max}).",
      messageTooLong: "Molaetsa o moleele thata (go fitlha go ditlhaka di le {max}).",
      notExpected: "Karabo ga e mo sebopegong se se solofetsweng.",
      refused:
        "Karabo ya lona ga e a kgona go bolokwa jaaka e ntse. Tswêê-tswêê tlhatlhobang dikarabo tsa lona, mme lo leke gape.",
      declinedThankYou: "Karabo ya lona e rometswe sentle. Re a lo leboga ka go re itsise — re tla lo tlhologelwa!",
    },
    keptAnswer: {
      title: "Ga e ise e romelwe",
      rsvp: "Ga lo na inthanete, ka jalo karabo ya lona e bolokilwe mo sedirisiweng se. E tla romelwa fa fela lo nna le inthanete, le fa lo ka tswala tsebe e mme lwa e bula gape.",
      household:
        "Ga lo na inthanete, ka jalo dikarabo tsa lona di bolokilwe mo sedirisiweng se. Di tla romelwa fa fela lo nna le inthanete, le fa lo ka tswala tsebe e mme lwa e bula gape.",
      change: "Fetola dikarabo tsa me",
    },
    householdButton: {
      send: "Romela dikarabo tsa rona",
      saveAgain: "Boloka dikarabo tsa rona",
      sending: "Go a romelwa…",
    },
    rsvpEvents: {
      which: "Lo tla nna teng kwa meletlong efe?",
      chooseMeal: "Tlhophang dijo",
      yourMeal: "Dijo tsa lona ({event})",
      partnerMeal: "Dijo tsa {partner} ({event})",
      yourPartner: "Molekane wa lona",
    },
    greeting: {
      invitationFor: "Taletso e e kgethegileng ya",
      answersHeading: "Dikarabo tsa lona",
      coming: "O a tla",
      notComing: "Ga a tle",
      unnamedGuest: "Moeng wa lona",
      answer: "Araba taletso ya lona",
      change: "Bona kgotsa fetola dikarabo tsa lona",
      see: "Bona dikarabo tsa lona",
      replyBy: "Tswêê-tswêê re itsiseng pele ga {date} gore ke bomang ba ba tlang.",
    },
    household: {
      offline:
        "Ga lo na inthanete, ka jalo taletso ya lona ga e a kgona go bulega. Tswêê-tswêê lekang gape fa lo na le inthanete.",
      openFailed: "Ga re a kgona go bula taletso ya lona ({reason}). Tswêê-tswêê lekang gape.",
      notFound:
        "Ga re a kgona go bona taletso ya kgolagano e. Tswêê-tswêê tlhatlhobang gore lo butse kgolagano yotlhe go tswa mo molaetseng wa lona, kgotsa lo kope banyalani go lo e romelela gape.",
      rateLimited:
        "Go lekilwe dikgolagano di le dintsi tsa taletso go tswa mo kgokaganong ya lona. Tswêê-tswêê letang metsotso e mmalwa, mme lo leke gape.",
      versionConflict:
        "Mongwe mo lelapeng la lona o fetotse dikarabo tse ka nako eno. Dikarabo tsa gagwe di bontshiwa jaanong; tswêê-tswêê di tlhatlhobeng, mme lo romele tsa lona gape.",
      saved:
        "Re a lo leboga! Dikarabo tsa lona di bolokilwe. Lo ka di fetola ka kgolagano e go fitlha letsatsi la bofelo la go araba.",
      declinedThanks: "Re a lo leboga ka go re itsise. Re tla lo tlhologelwa!",
      erased:
        "Tshedimosetso ya lona e phimotswe: dikarabo tsa lona, melaetsa ya imeile e lo e rometsweng le ditshwantsho tsa lona ga di tlhole di le mo webosaeteng e. Kgolagano e ga e tlhole e dira.",
      filledIn: "Dikarabo tsa lona di tladitswe fa tlase: fetolang sengwe le sengwe, mme lo boloke.",
      answersHeading: "Dikarabo tsa lona",
      changeAnswers: "Fetola dikarabo tsa rona",
      legend: "Dikarabo tsa lelapa la lona",
      yourGuest: "Moeng wa lona",
      yourGuestNumbered: "Moeng wa lona {number}",
      child: "ngwana",
      guestName: "Leina la moeng wa lona",
      dietary: "Ditlhokego tsa dijo (ga go patelediwe)",
      dietaryPlaceholder: "Dialeji, ga ke je nama, halal…",
      message: "Molaetsa go banyalani (ga go patelediwe)",
      coming: "O a tla",
      notComing: "Ga a tle",
      mealFor: "Tlhopho ya dijo ({event})",
      chooseMeal: "Tlhophang dijo",
      noAnswer: "Ga go na karabo ga jaana",
      comingWithMeal: "O a tla · {meal}",
      dietaryTerm: "Ditlhokego tsa dijo",
      yourMessage: "Molaetsa wa lona",
    },
    householdProblems: {
      seatName: "Tswêê-tswêê nayang leina la moeng wa lona.",
      attending: 'Tswêê-tswêê tlhophang "O a tla" kgotsa "Ga a tle".',
      meal: "Tswêê-tswêê tlhophang dijo.",
      name: "Tswêê-tswêê leina le se fete ditlhaka di le {max}.",
      dietary: "Tswêê-tswêê ditlhokego tsa dijo di se fete ditlhaka di le {max}.",
      message: "Tswêê-tswêê molaetsa o se fete ditlhaka di le {max}.",
      unknownGuest: "Karabo nngwe e bua ka moeng yo o seng mo lelapeng le.",
      answeredTwice: "Moeng mongwe o arabetswe gabedi.",
      namedGuest: "Go ka tlatswa fela maina a baeng ba ba se nang maina.",
      nameTooLong: "Leina le leleele thata (go fitlha go ditlhaka di le {max}).",
      dietaryTooLong: "Ditlhokego tsa dijo di dileele thata (go fitlha go ditlhaka di le {max}).",
      notInvited: "Karabo nngwe ke ya moletlo o lelapa le le sa laletswang kwa go one.",
      unanswered: "Tswêê-tswêê arabang moeng mongwe le mongwe le moletlo mongwe le mongwe.",
      mealForAbsent: "Go tlhophetswe dijo motho yo o ka se keng a nne teng.",
      mealFromList: "Tswêê-tswêê tlhophang dijo mo lenaaneng ka ntlha ya mongwe le mongwe yo o tlang.",
      noMeals: "Moletlo o ga o na tlhopho ya dijo.",
      seatUnnamed: "Tswêê-tswêê nayang leina la moeng mongwe le mongwe yo o tlang.",
      refused:
        "Dikarabo tsa lona ga di a kgona go bolokwa jaaka di ntse. Tswêê-tswêê di tlhatlhobeng, mme lo leke gape.",
    },
    contacts: {
      list: "{names} le {last}",
      withPhone: "{name} ({phone})",
      closed: "Dikarabo di tswetswe ka {date}. Go fetola sengwe, tswêê-tswêê leletsang {contacts}.",
      questions: "Lo na le dipotso, kgotsa maano a fetogile? Re leletseng.",
      call: "Leletsa {name}",
    },
    guestData: {
      heading: "Tshedimosetso ya lona",
      intro:
        "Se banyalani ba se bolokang ka ga lelapa la lona. Lo ka se baakanya, lwa se kopolola kgotsa lwa se phimola.",
      unreachable: "Ga re a kgona go fitlha kwa webosaeteng ({reason}). Tswêê-tswêê lekang gape.",
      tryAgain: "Leka gape",
      loading: "Tshedimosetso ya lona e a bulwa…",
      download: "Kopolola",
      downloadText:
        "Tsotlhe tse di fa godimo, le malatsi a karabo nngwe le nngwe le imeile nngwe le nngwe, e le faele.",
      downloadButton: "Kopolola tshedimosetso ya me (JSON)",
      held: "Se re se bolokang",
      household: "Lelapa",
      email: "Imeile",
      phone: "Mogala",
      message: "Molaetsa",
      none: "ga go sepe",
      unnamedGuest: "Moeng wa lona (ga a ise a nne le leina)",
      answer: "{event}: {answer}",
      coming: "o a tla",
      notComing: "ga a tle",
      meal: ", {meal}",
      dietary: "Ditlhokego tsa dijo: {dietary}",
      rsvp: "Foromo ya karabo: {name} ({email}), {answer}",
      attending: "o tla nna teng",
      notAttending: "ga a kitla a nna teng",
      withPartner: ", le {partner}",
      rsvpMessage: '; molaetsa: "{message}"',
      photos: "Ditshwantsho: {photos}",
      photo: "{file} ({status})",
      mails: "Melaetsa ya imeile e lo e rometsweng: {mails}",
      mailsTo: "{count} (go {recipients})",
      correct: "Baakanya dintlha tsa lona",
      householdName: "Leina la lelapa",
      saving: "Go a bolokwa…",
      save: "Boloka diphetogo",
      corrected: "Dintlha tsa lona di baakantswe.",
      missingName: "Tswêê-tswêê nayang leina le taletso ya lona e kwaletsweng lone.",
      nameTooLong: "Leina le leleele thata (go fitlha go ditlhaka di le {max}).",
      badEmail: "Tswêê-tswêê tsenyang aterese ya imeile e e siameng, kgotsa lo e tlogele e se na sepe.",
      badPhone:
        "Tswêê-tswêê tlhatlhobang nomoro ya mogala, le khoutu ya naga fa e le ya naga e sele, kgotsa lo e tlogele e se na sepe.",
      delete: "Phimola",
      deleteText: "E phimola sengwe le sengwe se banyalani ba se bolokang ka ga lelapa la lona.",
      deleteButton: "Phimola tshedimosetso ya rona",
      confirmText:
        "Se se phimola maina a lelapa la lona, dintlha tsa go ikgolaganya le lona le dikarabo, melaetsa ya imeile e lo e rometsweng le ditshwantsho tse di rometsweng ka kgolagano e, ka bonako le ka bosakhutleng. Kgolagano e e tla emisa go dira.",
      deleting: "Go a phimolwa…",
      confirm: "Ee, phimola tshedimosetso ya rona",
      keep: "E boloke",
    },
    toast: {
      label: "Dikitsiso",
      close: "Tswala kitsiso",
      error: "Phoso",
      success: "Katlego",
      warning: "Tlhagiso",
      info: "Tshedimosetso",
    },
    connection: {
      offline:
        "Ga lo na inthanete. Lo ka tswelela go bala; karabo kgotsa ditshwantsho tse lo di romelang jaanong di bolokwa mo sedirisiweng se, mme di tla romelwa fa lo boela mo inthaneteng.",
      online: "Lo boetse mo inthaneteng.",
    },
    consent: {
      label: "Tlhopho ya dipalopalo",
      accept: "Ke a dumela",
      decline: "Nnyaa, ke a leboga",
    },
    reasons: {
      unreachable: "ga go a kgonega go fitlha kwa seveng",
      codeNotLoaded: "khoutu e e balang karabo ga e a kgona go bulwa",
      unexpected: "karabo e e sa solofelwang go tswa kwa seveng",
      serverError: "phoso ya seva {status}",
      rsvpCodeNotLoaded: "khoutu e e romelang karabo ga e a kgona go bulwa",
    },
    privacyNotice: NOTICE,
    failures: {
      uploadPanel:
        "Sedirisiwa sa go romela ditshwantsho ga se a bulega. Tlhatlhobang kgokagano ya lona ya inthanete, mme lo leke gape.",
      guestMoments:
        "Ditshwantsho tsa baeng ba rona ga di a bulega. Tlhatlhobang kgokagano ya lona ya inthanete, mme lo leke gape.",
      rsvpForm:
        "Foromo ga e a fetsa go bulega, mme dikarabo tsa lona di sa ntse di le fano. Tlhatlhobang kgokagano ya lona ya inthanete, mme lo leke gape.",
      lightbox:
        "Sedirisiwa sa go leba ditshwantsho ga se a bulega. Tlhatlhobang kgokagano ya lona ya inthanete, mme lo leke gape.",
      invitation:
        "Foromo ya taletso ya lona ga e a bulega. Tlhatlhobang kgokagano ya lona ya inthanete, mme lo leke gape.",
      tryAgain: "Leka gape",
      tryingAgain: "Go lekwa gape…",
      newVersion: "Go na le mofuta o mošwa wa tsebe e.",
      reload: "Tsenya sešwa",
      notNow: "E seng jaanong",
    },
  },
  mail: {
    guest: {
      greeting: "Dumelang,",
      messagePassedOn: "Molaetsa wa lona o fetiseditswe go banyalani.",
      dietaryNoted: "Re kwadile ditlhokego tsa dijo tsa:",
      notYou: "Fa e le gore ga lo a romela dikarabo tse, lo ka itlhokomolosa molaetsa o.",
    },
    answerEnd: {
      changeLinkUntil: "Lo ka fetola dikarabo tsa lona go fitlha ka {until} ka kgolagano ya lona:",
      changeLink: "Lo ka fetola dikarabo tsa lona ka kgolagano ya lona:",
      call: "Fa sengwe se fetoga, tswêê-tswêê leletsang {contacts}.",
    },
    withLove: "Ka lorato,",
    hint: "Ela tlhoko: {hint}",
    rsvpConfirmation: {
      subjectAttending: "Karabo e amogetswe: {event}, re tlhoafaletse go lo bona",
      subjectDeclined: "Karabo e amogetswe: {event}, re tla lo tlhologelwa",
      received: "Re amogetse karabo mabapi le {event} ka leina la {name}.",
      declined: "Re kwadile gore ga lo kitla lo nna teng. Re a lo leboga ka go re itsise; re tla lo tlhologelwa.",
      attending: "Re a lo leboga! Re kwadile gore lo tla nna teng.",
      attendingWithPartner: "Re a lo leboga! Re kwadile gore lo tla nna teng le molekane: batho ba le 2.",
      heading: "Moletlo",
      theme: "Setlhogo: {theme}",
      calendar: "Faele e e kgomareditsweng, {file}, e tsenya moletlo mo khalendareng ya lona.",
    },
    householdConfirmation: {
      subjectAttending: "Dikarabo tsa lona: {event}, re tlhoafaletse go lo bona",
      subjectDeclined: "Dikarabo tsa lona: {event}, re a lo leboga ka go re itsise",
      received: "Re amogetse dikarabo tsa {household} mabapi le {event}.",
      attendingClosing: "Re a lo leboga! Re tlhoafaletse go lo bona.",
      declinedClosing: "Re a lo leboga ka go re itsise. Re tla lo tlhologelwa!",
      heading: "Dikarabo tsa lona",
      noAnswer: "ga go na karabo ga jaana",
      notAttending: "ga a tle",
      attending: "o a tla",
      unnamedGuest: "Moeng yo o se nang leina",
      calendar:
        "Faele e e kgomareditsweng, {file}, e tsenya meletlo e lo tla nnang teng kwa go yone mo khalendareng ya lona.",
    },
    invitation: {
      subject: "Lo laleditswe: {event}",
      reminderSubject: "Kgopotso: tswêê-tswêê arabang taletso ya {event} pele ga {deadline}",
      greeting: "Dumelang {household},",
      opening: "{couple} ba ka itumela thata fa lo ka tla kwa lenyalong la bone!",
      reminderOpening:
        "{couple} ba lo gopotsa ka bonolo: ba ka itumelela go itse gore a lo tla kgona go tla kwa lenyalong la bone.",
      ask: "Tswêê-tswêê re itsiseng pele ga {deadline} ka taletso ya lona:",
      button: "Bula taletso ya lona",
      reminderButton: "Araba taletso ya lona",
      orLink: "Kgotsa bulang kgolagano e:",
    },
    card: {
      invitationFor: "Taletso e e kgethegileng ya",
      scanToAnswer: "Sekenang go araba, kgotsa bulang",
      replyBy: "Tswêê-tswêê re itsiseng pele ga {date} gore ke bomang ba ba tlang.",
    },
  },
  privacy: {
    ...NOTICE,
    page: {
      backToInvitation: "Boela kwa taletsong",
      siteNavigation: "Webosaete",
      onThisPage: "Mo tsebeng e",
      emailButton: "Kwalela {email}",
      intro:
        "Webosaete e ke taletso ya lenyalo ya {couple}. Tsebe e e bolela se e se bolokang ka ga lona, lebaka, yo o se bonang, gore se bolokwa lobaka lo lo kae, le kafa lo ka se tlosang ka teng.",
      who: {
        heading: "Re bo mang",
        text: "{couple} ba kokoanya le go boloka tshedimosetso ya lona ka ntlha ya lenyalo la bone. Ba tsamaisa webosaete e ka bobone; ga go na ope o sele yo o tsayang tshwetso ka se se diragalang ka yone.",
      },
      what: {
        heading: "Se re se kokoanyang",
        text: "Fela se lo re nayang sone:",
        rsvp: "Foromo ya karabo: leina la lona, imeile, gore a lo a tla, leina la molekane wa lona le molaetsa wa lona.",
        household:
          "Kgolagano ya lona: maina a lelapa la lona, imeile le mogala, yo o tlang kwa moletlong ofe, dijo, le ditlhokego tsa dijo, tse di ka buang sengwe ka boitekanelo jwa lona.",
        photos:
          "Ditshwantsho tse lo di abelanang: faele le se e se tshotseng, jaaka lefelo le nako ya fa se ne se tsewa le khamera, le leina le lo le nayang le tsone, fa lo le naya. Lo ka tlosa dintlha tseo mo mogaleng wa lona pele ga lo romela.",
      },
      why: {
        heading: "Lebaka",
        text: "Go itse gore ke mang yo o tlang, go rulaganya ditulo le dijo, go lo romelela dintlha le dikgopotso tse lo di kopileng, le go abelana ditshwantsho tsa letsatsi leo le baeng.",
      },
      whoSees: {
        heading: "Ke mang yo o e bonang",
        text: "Ke {couple} fela. Melaetsa ya imeile e e lo romelwang e feta ka motlamedi wa bone wa imeile. Dikhopi tsa ditshwantsho tse di se nang lefelo kgotsa dintlha tsa khamera di bontshiwa baeng fa banyalani ba sena go di amogela. Ga go sepe se se rekisiwang kgotsa se abelanwang le ope o sele.",
      },
      howLong: {
        heading: "Re e boloka lobaka lo lo kae",
        untilDeleted:
          "Dikarabo tsa lona, melaetsa ya imeile, dintlha tsa go ikgolaganya le lona le difaele tsa ntlha tsa ditshwantsho di bolokwa go fitlha banyalani ba di phimola.",
        until:
          "Dikarabo tsa lona, melaetsa ya imeile, dintlha tsa go ikgolaganya le lona le difaele tsa ntlha tsa ditshwantsho di bolokwa {retention} (malatsi a le {days} morago ga lenyalo) mme morago di phimolwe.",
        approvedStay:
          "Ditshwantsho tse di amogetsweng di nna mo tsebeng e le dikhopi tse di se nang lefelo kgotsa dintlha tsa khamera.",
        approvedDeleted: "Ditshwantsho tse di amogetsweng di phimolwa mmogo le tse dingwe.",
      },
      rights: {
        heading: "Ditshwanelo tsa lona",
        text: "Nako nngwe le nngwe, lo ka bona tshedimosetso ya lona, lwa e baakanya, lwa e kopolola le go e phimola:",
        noReason: "Ga go na ope yo o tshwanetseng go naya lebaka, mme go phimola ga go tlogele khopi mo webosaeteng.",
        linkOrMail:
          'Mo kgolaganong ya lona, kgotsa mo kgolaganong e e mo imeile ya netefatso ya karabo ya lona, ka fa tlase ga "Tshedimosetso ya lona".',
        link: 'Mo kgolaganong ya lona, ka fa tlase ga "Tshedimosetso ya lona".',
        photos:
          "Ditshwantsho tse lo di rometseng: go tswa mo mogaleng kgotsa mo khomphiutareng e le nngwe eo, mo karolong ya go romela ditshwantsho.",
        orAsk: "Kgotsa {removal}.",
      },
      otherServices: {
        heading: "Ditirelo tse dingwe",
        map: "Mmapa o tswa kwa Google Maps mme o bulega fela morago ga fa lo tobeditse Bontsha mmapa; go fitlha ka nako eo Google ga e bone sepe go tswa mo tsebeng e.",
        analytics:
          "Fa lo dumela, Google Analytics e bala diketelo (gore ke dikarolo dife tse di bonwang, e seng gore lo bo mang). Go fitlha lo dumela ga go sepe se se romelwang kwa Google, mme lo ka fetola tlhopho ya lona kwa tlase ga tsebe. Tlhopho ya lona e bolokwa mo sebatling sa lona, e seng mo khuking.",
        noAnalytics: "Webosaete e ga e dirise dikhuki tsa dipalopalo kgotsa tsa papatso.",
        languageCookie:
          "Puo e lo e tlhophang e bolokwa mo khuking e e bolokang puo eo fela, gore webosaete e bulege ka yone ka nako e e latelang.",
      },
      contact: {
        heading: "Go ikgolaganya le rona",
        writeOrAsk: "Kwalelang {email}, kgotsa lo botse {contacts}.",
        ask: "Botsang {contacts}.",
        complain:
          "Fa lo akanya gore tshedimosetso ya lona e dirisitswe ka tsela e e sa siamang, lo ka ngongorega gape kwa bolaoding jwa tshireletso ya tshedimosetso.",
      },
    },
  },
  calendarEntry: {
    hint: "Ela tlhoko: {hint}",
    theme: "Setlhogo: {theme}",
    fileName: "{couple}-lenyalo.ics",
  },
  notFound: {
    page: {
      title: "Tsebe ga e a bonwa",
      toInvitation: "Ya kwa taletsong",
    },
    invitation: {
      notFoundTitle: "Taletso ga e a bonwa",
      notFound:
        "Ga re a kgona go bona taletso ya kgolagano e. Tswêê-tswêê tlhatlhobang gore lo butse kgolagano yotlhe go tswa mo molaetseng wa lona, kgotsa lo kope banyalani go lo e romelela gape.",
      tooManyTriesTitle: "Maiteko a mantsi thata",
      tooManyTries:
        "Go lekilwe dikgolagano di le dintsi tsa taletso go tswa mo kgokaganong ya lona. Tswêê-tswêê letang metsotso e mmalwa, mme lo leke gape.",
      toWeddingPage: "Ya kwa tsebeng ya lenyalo",
    },
  },
  content: {
    headings: {
      story: "Leinane la lorato",
      gallery: "Ditshwantsho",
      gifts: "Dimpho",
      theme: "Setlhogo sa bofelo jwa beke",
      oneDayTheme: "Setlhogo",
      findUs: "Re boneng, lo boloke letlha",
    },
    countdown: {
      onTheDay: "Gompieno!",
      afterwards: "Re sa tswa go nyalana! Re a lo leboga go keteka le rona.",
    },
    personalLinkNote:
      "Re rometse lelapa lengwe le lengwe kgolagano ya lone ya taletso: tswêê-tswêê arabang foo. Fa lo sa bone ya lona, re botseng.",
    description: {
      invitation: "Lo laleditswe kwa lenyalong la {couple}: {dates}, {place}.",
      more: "Dintlha, tsela le karabo.",
    },
    calendar: {
      title: "Lenyalo la {couple}",
      event: "{title}: {day}, {time}, {place}",
    },
    saveTheDate: {
      day: "{day}: {event}",
      event: "{title} ka {time}",
      eventAtVenue: "{title} ka {time}, {venue}",
    },
    suggested: {
      invitationLine: "Lo laleditswe ka lorato lenyalong",
      designerCredit: "E dirilwe ka lorato",
    },
  },
};
