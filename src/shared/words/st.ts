import type { LanguageWords } from "./language-words.ts";
import type { PrivacyNoticeWords } from "./privacy-en.ts";

/**
 * Sesotho (South African orthography): every fixed word a guest reads, key for
 * key with English (en.ts). Guests are addressed in the respectful plural
 * (le, lona); buttons and menu items name the action with the bare verb, as
 * Sesotho software does. Drafted by the development team with machine help,
 * not by a first-language speaker: sources, choices and the words still to be
 * checked are in docs/translations.md ("Fixed words: Sesotho (st)").
 */
// The privacy notices, translated once: the guest page carries them (page.privacyNotice) and so does the privacy area.
const NOTICE: PrivacyNoticeWords = {
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
};

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
      language: "Puo",
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
      formats: "{names}, kapa {last}",
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
    photoMessages: {
      unsupportedType: "Ka kopo romelang ditshwantsho tsa {formats} feela.",
      noValidFiles: "Ha ho difaele tse loketseng ho romelwa.",
      limitReached: "Palo e dumelletsweng e fihlilwe - ka kopo emang hore ditshwantsho tse romelwang di qete.",
      uploadFailed: "Ho romela ho hlolehile.",
      stillSending: "Ditshwantsho tsa lona di ntse di romelwa.",
      alreadySent: "Se rometswe pele",
      tooLarge: "Boholo ba faele bo lokela ho ba ka tlase ho {megabytes}MB.",
      alreadySelected: "Ho se ho kgethilwe {name}",
      tooMany:
        "Le ka kgetha ditshwantsho tse {max} feela ka nako. Le kgethile tse {selected}, mme tse {uploading} di a romelwa, kahoo le ka eketsa tse {room} hape.",
      storageFailed: "Ho romela ho hlolehile: {reason}",
      databaseFailed: "Phoso ya polokelo ya data: {reason}",
      unreadable: "Setshwantsho sena ha se a kgona ho balwa. Ka kopo lekang setshwantsho se seng.",
      limitDevice: "Le arolelane ditshwantsho tse ngata hora ena. Ka kopo emang nakwana pele le romela tse ding.",
      limitAddress: "Ditshwantsho di ngata haholo ho tswa kgokelong ena. Ka kopo emang nakwana, ebe le leka hape.",
      limitSite: "Ditshwantsho tse ngata di fihla hona jwale. Ka kopo lekang hape kamora metsotso e mmalwa.",
      limitTokens: "Maiteko a mangata a hlolehileng ho tswa kgokelong ena. Ka kopo emang nakwana, ebe le leka hape.",
      deviceFull: {
        one: "Mohala ona ha o sa na sebaka sa ho boloka setshwantsho se {count} ho fihlela se romelwa. Ka kopo siyang leqephe lena le butswe ho fihlela lenane le re se rometswe, kapa le lokolle sebaka mme le se kgethe hape.",
        other:
          "Mohala ona ha o sa na sebaka sa ho boloka ditshwantsho tse {count} ho fihlela di romelwa. Ka kopo siyang leqephe lena le butswe ho fihlela lenane le re di rometswe, kapa le lokolle sebaka mme le di kgethe hape.",
      },
    },
    uploadSummary: {
      sent: {
        one: "Ho rometswe {sent} ho setshwantsho se {count}",
        other: "Ho rometswe {sent} ho ditshwantsho tse {count}",
      },
      alreadyThere: {
        one: " (se {count} se ne se le teng pele, kahoo ha se a romelwa hape)",
        other: " (tse {count} di ne di le teng pele, kahoo ha di a romelwa hape)",
      },
      failedOne: "; sena ha se a kgona ho romelwa: {why}",
      failed: {
        one: "; tsena tse {count} ha di a kgona ho romelwa: {why}",
        other: "; tsena tse {count} ha di a kgona ho romelwa: {why}",
      },
      why: "{name} ({reason})",
      sentence: "{summary}.",
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
      states: { pending: "Se amohetswe", approved: "Se dumelletswe", rejected: "Ha se bontshwe" },
    },
    uploadButton: {
      label: "Tobetsa ho romela ditshwantsho",
      ring: "ROMELANG DITSHWANTSHO",
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
      opening: "Memo ya lona e a bulwa…",
    },
    rsvpMessages: {
      missingNameOrEmail: "Ka kopo kenyang lebitso la lona le imeili.",
      missingPartnerName: "Ka kopo kenyang lebitso la molekane wa lona.",
      lookupFailed: "Ho bile le bothata ha ho hlahlojwa karabo ya lona. Ka kopo lekang hape.",
      saveFailed: "Ho bile le bothata ha ho bolokwa karabo ya lona. Ka kopo lekang hape.",
      saveFailedBecause: "{message} ({reason})",
      rateLimited:
        "Ho rometswe dikarabo tse ngata haholo ho tswa kgokelong ya lona. Ka kopo emang motsotso, ebe le leka hape.",
      duplicate:
        "Imeili ena e se e rometse karabo. Haeba le rometse dintlha tse fosahetseng, ka kopo letsetsang {contacts} ho lokisa karabo ya lona.",
      missingName: "Ka kopo kenyang lebitso la lona.",
      missingEmail: "Ka kopo kenyang imeili ya lona.",
      invalidEmail: "Ka kopo kenyang aterese ya imeili e nepahetseng.",
      missingEvents: "Ka kopo kgethang mekete eo le tla ba teng ho yona.",
      nameTooLong: "Lebitso la lona le lelelele haholo (ho fihla ho ditlhaku tse {max}).",
      emailTooLong: "Aterese ya imeili e telele haholo (ho fihla ho ditlhaku tse {max}).",
      partnerNameTooLong: "Lebitso la molekane wa lona le lelelele haholo (ho fihla ho ditlhaku tse {max}).",
      messageTooLong: "Molaetsa o molelele haholo (ho fihla ho ditlhaku tse {max}).",
      notExpected: "Karabo ha e ka sebopeho se lebelletsweng.",
      refused:
        "Karabo ya lona ha e a kgona ho bolokwa kamoo e leng kateng. Ka kopo hlahlobang dikarabo tsa lona, ebe le leka hape.",
      declinedThankYou: "Karabo ya lona e rometswe ka katleho. Re a le leboha ka ho re tsebisa — re tla le hopola!",
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
    greeting: {
      invitationFor: "Memo e ikgethang bakeng sa",
      answersHeading: "Dikarabo tsa lona",
      coming: "O a tla",
      notComing: "Ha a tle",
      unnamedGuest: "Moeti wa lona",
      answer: "Araba memo ya lona",
      change: "Bona kapa fetola dikarabo tsa lona",
      see: "Bona dikarabo tsa lona",
      replyBy: "Ka kopo re tsebiseng pele ho {date} hore na ke bomang ba tlang.",
    },
    household: {
      offline:
        "Ha le na inthanete, kahoo memo ya lona ha e a kgona ho buleha. Ka kopo lekang hape ha le e-na le inthanete.",
      openFailed: "Ha re a kgona ho bula memo ya lona ({reason}). Ka kopo lekang hape.",
      notFound:
        "Ha re a kgona ho fumana memo ya lehokela lena. Ka kopo hlahlobang hore le butse lehokela lohle ho tswa molaetseng wa lona, kapa le kope banyalani ho le romela lehokela hape.",
      rateLimited:
        "Ho lekilwe mahokela a mangata a memo ho tswa kgokelong ya lona. Ka kopo emang metsotso e mmalwa, ebe le leka hape.",
      versionConflict:
        "Motho e mong lelapeng la lona o fetotse dikarabo tsena nakong ena. Dikarabo tsa hae di bontshwa jwale; ka kopo di hlahlobeng, ebe le romela tsa lona hape.",
      saved:
        "Re a le leboha! Dikarabo tsa lona di bolokilwe. Le ka di fetola ka lehokela lena ho fihlela letsatsi la ho qetela la ho araba.",
      declinedThanks: "Re a le leboha ka ho re tsebisa. Re tla le hopola!",
      erased:
        "Data ya lona e phumutswe: dikarabo tsa lona, di-imeili tse le rometsweng le ditshwantsho tsa lona ha di sa le teng websaeteng ena. Lehokela lena ha le sa sebetsa.",
      filledIn: "Dikarabo tsa lona di tlatsitswe tlase mona: fetolang eng kapa eng, ebe le boloka.",
      answersHeading: "Dikarabo tsa lona",
      changeAnswers: "Fetola dikarabo tsa rona",
      legend: "Dikarabo tsa lelapa la lona",
      yourGuest: "Moeti wa lona",
      yourGuestNumbered: "Moeti wa lona {number}",
      child: "ngwana",
      guestName: "Lebitso la moeti wa lona",
      dietary: "Ditlhoko tsa dijo (ha ho qobellwe)",
      dietaryPlaceholder: "Dialeji, ha ke je nama, halal…",
      message: "Molaetsa ho banyalani (ha ho qobellwe)",
      coming: "O a tla",
      notComing: "Ha a tle",
      mealFor: "Kgetho ya dijo ({event})",
      chooseMeal: "Kgethang dijo",
      noAnswer: "Ha ho karabo hajwale",
      comingWithMeal: "O a tla · {meal}",
      dietaryTerm: "Ditlhoko tsa dijo",
      yourMessage: "Molaetsa wa lona",
    },
    householdProblems: {
      seatName: "Ka kopo fanang ka lebitso la moeti wa lona.",
      attending: 'Ka kopo kgethang "O a tla" kapa "Ha a tle".',
      meal: "Ka kopo kgethang dijo.",
      name: "Ka kopo lebitso le se fete ditlhaku tse {max}.",
      dietary: "Ka kopo ditlhoko tsa dijo di se fete ditlhaku tse {max}.",
      message: "Ka kopo molaetsa o se fete ditlhaku tse {max}.",
      unknownGuest: "Karabo e nngwe e bolela moeti ya seng lelapeng lena.",
      answeredTwice: "Moeti e mong o arabetswe habedi.",
      namedGuest: "Ho ka tlatswa feela mabitso a baeti ba se nang mabitso.",
      nameTooLong: "Lebitso le lelelele haholo (ho fihla ho ditlhaku tse {max}).",
      dietaryTooLong: "Ditlhoko tsa dijo di telele haholo (ho fihla ho ditlhaku tse {max}).",
      notInvited: "Karabo e nngwe ke ya mokete oo lelapa lena le sa o mengwang ho wona.",
      unanswered: "Ka kopo arabang bakeng sa moeti e mong le e mong le mokete o mong le o mong.",
      mealForAbsent: "Ho kgethetswe dijo motho ya ke keng a ba teng.",
      mealFromList: "Ka kopo kgethang dijo lenaneng bakeng sa e mong le e mong ya tlang.",
      noMeals: "Mokete ona ha o na kgetho ya dijo.",
      seatUnnamed: "Ka kopo fanang ka lebitso la moeti e mong le e mong ya tlang.",
      refused:
        "Dikarabo tsa lona ha di a kgona ho bolokwa kamoo di leng kateng. Ka kopo di hlahlobeng, ebe le leka hape.",
    },
    contacts: {
      list: "{names} le {last}",
      withPhone: "{name} ({phone})",
      closed: "Dikarabo di kwetswe ka {date}. Ho fetola eng kapa eng, ka kopo letsetsang {contacts}.",
      questions: "Le na le dipotso, kapa merero e fetohile? Re letsetseng.",
      call: "Letsetsa {name}",
    },
    guestData: {
      heading: "Data ya lona",
      intro: "Seo banyalani ba se bolokang ka lelapa la lona. Le ka se lokisa, la se jarolla kapa la se phumula.",
      unreachable: "Ha re a kgona ho fihla websaeteng ({reason}). Ka kopo lekang hape.",
      tryAgain: "Leka hape",
      loading: "Data ya lona e a bulwa…",
      download: "Jarolla",
      downloadText: "Tsohle tse ka hodimo, le matsatsi a karabo le imeili e nngwe le e nngwe, e le faele.",
      downloadButton: "Jarolla data ya ka (JSON)",
      held: "Seo re se bolokang",
      household: "Lelapa",
      email: "Imeili",
      phone: "Mohala",
      message: "Molaetsa",
      none: "ha ho letho",
      unnamedGuest: "Moeti wa lona (ha a so be le lebitso)",
      answer: "{event}: {answer}",
      coming: "o a tla",
      notComing: "ha a tle",
      meal: ", {meal}",
      dietary: "Ditlhoko tsa dijo: {dietary}",
      rsvp: "Foromo ya karabo: {name} ({email}), {answer}",
      attending: "o tla ba teng",
      notAttending: "a ke ke a ba teng",
      withPartner: ", le {partner}",
      rsvpMessage: '; molaetsa: "{message}"',
      photos: "Ditshwantsho: {photos}",
      photo: "{file} ({status})",
      mails: "Di-imeili tse yang ho lona: {mails}",
      mailsTo: "{count} (ho {recipients})",
      correct: "Lokisa dintlha tsa lona",
      householdName: "Lebitso la lelapa",
      saving: "Ho a bolokwa…",
      save: "Boloka diphetoho",
      corrected: "Dintlha tsa lona di lokisitswe.",
      missingName: "Ka kopo fanang ka lebitso leo memo ya lona e ngoletsweng lona.",
      nameTooLong: "Lebitso le lelelele haholo (ho fihla ho ditlhaku tse {max}).",
      badEmail: "Ka kopo kenyang aterese ya imeili e nepahetseng, kapa le e siye e se na letho.",
      badPhone:
        "Ka kopo hlahlobang nomoro ya mohala, le khoutu ya naha haeba e le ya naha esele, kapa le e siye e se na letho.",
      delete: "Phumula",
      deleteText: "E phumula tsohle tseo banyalani ba di bolokang ka lelapa la lona.",
      deleteButton: "Phumula data ya rona",
      confirmText:
        "Sena se phumula mabitso a lelapa la lona, dintlha tsa ho le fumana le dikarabo, di-imeili tse le rometsweng le ditshwantsho tse rometsweng ka lehokela lena, hang-hang le ka ho sa feleng. Lehokela lena le tla emisa ho sebetsa.",
      deleting: "Ho a phumulwa…",
      confirm: "Ee, phumula data ya rona",
      keep: "E boloke",
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
    reasons: {
      unreachable: "ha ho a kgonahala ho fihla seveng",
      codeNotLoaded: "khoutu e balang karabo ha e a kgona ho bulwa",
      unexpected: "karabo e sa lebellwang ho tswa seveng",
      serverError: "phoso ya seva {status}",
      rsvpCodeNotLoaded: "khoutu e romelang karabo ha e a kgona ho bulwa",
    },
    privacyNotice: NOTICE,
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
    card: {
      invitationFor: "Memo e ikgethang bakeng sa",
      scanToAnswer: "Sekenang ho araba, kapa bulang",
      replyBy: "Ka kopo re tsebiseng pele ho {date} hore na ke bomang ba tlang.",
    },
  },
  privacy: {
    ...NOTICE,
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
        languageCookie:
          "Puo eo le e kgethang e bolokwa ka khukhi e bolokang puo eo feela, e le hore websaete e bulehe ka yona nakong e tlang.",
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
  content: {
    headings: {
      story: "Pale ya lerato",
      gallery: "Ditshwantsho",
      gifts: "Dimpho",
      theme: "Sehlooho sa mafelo a beke",
      oneDayTheme: "Sehlooho",
      findUs: "Re fumaneng, le boloke letsatsi",
    },
    countdown: {
      onTheDay: "Kajeno!",
      afterwards: "Re sa tswa nyalana! Re a le leboha ka ho keteka le rona.",
    },
    personalLinkNote:
      "Re rometse lelapa ka leng lehokela la lona la memo: ka kopo arabang moo. Haeba le sa fumane la lona, re botseng.",
    description: {
      invitation: "Le memetswe lenyalong la {couple}: {dates}, {place}.",
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
      invitationLine: "Le memetswe ka lerato lenyalong",
      designerCredit: "E entswe ka lerato",
    },
  },
};
