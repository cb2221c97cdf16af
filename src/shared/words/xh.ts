import type { LanguageWords } from "./language-words.ts";

/**
 * The site's fixed words in isiXhosa (xh), key for key with English (en.ts).
 * Drafted by the development team with machine help, not by a first-language
 * speaker: docs/translations.md ("Fixed words: isiXhosa") names the sources each
 * key term was checked against, the register, and the words a speaker must check.
 *
 * Register: guests are addressed with the respectful plural (nina, ni-: "Nceda
 * nisazise"); short controls (Vala, Susa, Phinda uzame) are bare imperatives, as
 * Firefox's isiXhosa writes its buttons. A slot holding a name the sentence would
 * have to agree with ({event}, {household}, {venue}) stands after a colon, so no
 * concord depends on a word we cannot know.
 */
/** The notices where data is collected: the guest page carries them too (page.privacyNotice). */
const NOTICE = {
  link: "Indlela esikhathalela ngayo iinkcukacha zenu",
  retention: {
    until: "de kube ngu-{date}",
    untilDeletedIt: "de abatshatayo bazicime",
    untilDeletedThem: "de abatshatayo bazicime",
  },
  removal: {
    writeOrAsk: "nibhalele ku-{email} okanye nibuze ku-{names}",
    ask: "nibuze ku-{names}",
  },
  rsvpNotice: {
    collect:
      "{couple} baqokelela igama lenu, i-imeyile, impendulo, igama leqabane lenu nomyalezo wenu ukuze bacwangcise umtshato wabo kwaye banibhalele ngawo.",
    kept: "Ngabo kuphela abazibonayo, kwaye zigcinwa {retention}.",
    removeWithLink:
      "Ukuze nizibone, nizilungise okanye nizicime, sebenzisani ikhonkco elikwi-imeyile yenu yokuqinisekisa, okanye {removal}.",
    remove: "Ukuze nizibone, nizilungise okanye nizicime, {removal}.",
  },
  householdNotice: {
    collect:
      "{couple} bagcina amagama entsapho yenu, i-imeyile, ifowuni, iimpendulo, ukutya neemfuno zokutya (ezinokuveza into ethile ngempilo yenu) ukuze bacwangcise umtshato wabo kwaye banibhalele ngawo.",
    kept: "Ngabo kuphela abazibonayo, kwaye zigcinwa {retention}.",
    remove:
      'Phantsi kwesithi "Iinkcukacha zenu" apha ngezantsi ningazibona, nizilungise, nizikhuphele okanye nizicime, okanye {removal}.',
  },
  photoNotice: {
    receive:
      "{couple} bafumana ifayile yoqobo, kunye neenkcukacha zendawo nezekhamera; iindwendwe zibona kuphela ikopi engenazo, xa abatshatayo beyivumile.",
    name: "Igama enilinika neefoto zenu lihamba nazo: abatshatayo bayalibona, kwaye umboniso weefoto etheko unokulibonisa.",
    kept: "Iifoto zoqobo zigcinwa {retention}.",
    keptCopiesStay: "Iifoto zoqobo zigcinwa {retention}; iikopi ezivunyiweyo zihlala kwikhasi emva koko.",
    remove: "Ningasusa ifoto ngesi sixhobo apha ngezantsi, okanye {removal}.",
  },
  stripMetadata: {
    label: "Susa iinkcukacha zendawo nezekhamera phambi kokuthumela",
    hint: "Kwenziwa kwifowuni yenu. Ifoto ibhrawuza yenu engakwaziyo ukuyivula (ezinye iifoto ze-HEIC) ithunyelwa injalo.",
  },
  analyticsBanner:
    "Ngaba {couple} bangalubala utyelelo nge-Google Analytics? Akukho nto ithunyelwa ku-Google ngaphandle kokuba nivume.",
};

export const XH: LanguageWords = {
  page: {
    nav: {
      label: "Imenyu engundoqo",
      homePrefix: "Ekhaya: ",
      openMenu: "Vula imenyu",
      closeMenu: "Vala imenyu",
      home: "Ekhaya",
      ourStory: "Ibali lethu",
      weddingInfo: "Ngomtshato",
      gallery: "Iifoto",
      // A word, not the French acronym: "the reply".
      rsvp: "Impendulo",
      findUs: "Sifumaneni",
      sharePhotos: "Yabelana ngeefoto",
      language: "Ulwimi",
    },
    countdown: {
      label: "Ixesha eliseleyo phambi komtshato",
      days: "Iintsuku",
      hours: "Iiyure",
      minutes: "Imizuzu",
      seconds: "Imizuzwana",
    },
    hero: {
      rsvpNow: "Phendulani ngoku",
    },
    weddingInfo: {
      heading: "Iinkcukacha zomtshato",
      hint: "Isalathiso: {hint}",
      directions: "Indlela",
      directionsHidden: ": {venue}",
      beverages: "Iziselo",
      stores: "Iivenkile esizicebisayo: {stores}",
      palette: "Imibala yomtshato",
      paletteNamed: "Imibala yomtshato: {colours}",
    },
    findUs: {
      directions: "Fumana indlela",
      addToCalendar: "Faka kwikhalenda",
      download: "Khuphela i-.ics",
      downloadHidden: ", ifayile yekhalenda ye-Apple Calendar ne-Outlook",
      mapTitle: "Imaphu: {venue}, {address}",
      showMap: "Bonisa imaphu",
      showMapHidden: ": {venue}, evela ku-Google Maps",
      mapNote: "Imaphu ivela ku-Google; ivuleka kuphela xa niyicofa.",
    },
    footer: {
      analyticsChoices: "Ukhetho lokubalwa kotyelelo",
    },
    upload: {
      heading: "Yabelanani ngeenkumbulo zenu",
      intro: "Nithathe ifoto eniyithandayo? Yifakeni apha ukuze ibe yinxalenye yebali lethu.",
      hint: "{formats}, ifoto nganye ukuya kuthi ga kwi-{megabytes} MB, kwaye ukuya kuthi ga kwi-{count} ngexesha elinye.",
      dropZone: "Khethani iifoto okanye nizirhuqele apha",
      name: "Igama lenu",
      nameOptional: "(akunyanzelekanga)",
      nameHint: "Ukuze abatshatayo bazi ukuba babulele bani.",
      guidelines: "Izikhokelo zeefoto",
      guidelineMoments: "Yabelanani ngamaxesha omsitho: umtshato ngokwawo, itheko, nabantu ababekho.",
      guidelineReview: "Ifoto nganye ijongwa ngabatshatayo phambi kokuba ivele kweli khasi.",
      guidelineSize:
        "Iifoto ze-{formats}, nganye ukuya kuthi ga kwi-{megabytes} MB; iifoto ezinkulu zenziwa zibe ncinci kwifowuni yenu phambi kokuthunyelwa.",
      guidelineCount: {
        one: "Ifoto e-{count} kuphela ngexesha elinye.",
        other: "Ukuya kuthi ga kwiifoto ezi-{count} ngexesha elinye.",
      },
      guidelineResume:
        "Ukuba uqhagamshelo luyaphela okanye ikhasi livaliwe, ifoto ayilahleki: iyaqhubeka ithunyelwa xa nibuya.",
      formats: "{names}, okanye {last}",
    },
    uploadPanel: {
      input: "Iifoto eziza kuthunyelwa",
      letGo: "Ziyekeni ukuze nizongeze.",
      heading: "Iifoto zenu",
      counts: "{valid} zilungile · {withErrors} zineempazamo",
      list: "Iifoto ezikhethiweyo",
      upload: "Thumela iifoto",
      retryAll: "Phinda uzame ezingaphumelelanga ({count})",
    },
    uploadRow: {
      ready: "Ilungele ukuthunyelwa",
      invalid: "Ayithunyelwanga",
      uploading: "Iyathunyelwa",
      success: "Ithunyelwe",
      error: "Ukuthumela akuphumelelanga",
      waiting: "Ilinde ukuthunyelwa",
      waitingForConnection: "Ilinde uqhagamshelo…",
      retrying: "Uqhagamshelo luphazamisekile, kuzanywa kwakhona…",
      progress: "Ukuthunyelwa kwe-{name}",
      retry: "Phinda uzame",
      retryName: "Phinda uzame ukuthumela i-{name}",
      removeName: "Susa i-{name}",
    },
    myPhotos: {
      heading: "Iifoto enizithumeleyo ngesi sixhobo",
      sent: "Ithunyelwe ngo-{date}",
      question: "Nifuna ukuyisusa le foto kwiwebhusayithi? Abatshatayo abasayi kuba nayo.",
      keep: "Yigcine",
      keepName: "Gcina i-{name}",
      confirm: "Ewe, yisuse",
      confirmName: "Ewe, susa i-{name}",
      remove: "Susa",
      removeName: "Susa i-{name} kwiwebhusayithi",
      removing: "Kuyasuswa…",
      removed: "I-{name} isusiwe.",
      notRemoved: "I-{name} ayisuswanga ({reason}). Nceda nizame kwakhona.",
      states: { pending: "Ifunyenwe", approved: "Ivunyiwe", rejected: "Ayiboniswa" },
    },
    uploadButton: {
      label: "Cofani ukuze nithumele iifoto",
      ring: "THUMELANI IIFOTO",
    },
    gallery: {
      views: "Indlela yokujonga iifoto",
      circular: "Imbonakalo ye-3D",
      grid: "Imbonakalo yemiqolo",
      carousel: "Iifoto ezijikelezayo",
      previous: "Ifoto yangaphambili",
      next: "Ifoto elandelayo",
      current: "Ifoto {position} kwezi-{count}: {alt}. {caption}",
      photo: "Ifoto yabatshatayo",
    },
    guestMoments: {
      heading: "Iifoto zeendwendwe",
      intro: "Iifoto ezithunyelwe ziindwendwe zethu.",
      thumbnail: "Ifoto yondwendwe {position} kwezi-{count}",
      photo: "Ifoto yondwendwe",
      alt: "Ivela kundwendwe",
    },
    lightbox: {
      name: "{label} {position}",
      position: "{position} kwezi-{count}",
      close: "Vala",
      previous: "Ifoto yangaphambili",
      next: "Ifoto elandelayo",
    },
    slideshow: {
      share: "Skenani ukuze nithumele iifoto zenu",
      loading: "Kuyalayishwa…",
      waiting: "Iifoto ziza kuvela apha…",
      qrCode: "Ikhowudi ye-QR: {link}",
      sharedBy: "Ithunyelwe ngu-{name}",
      alt: "Ifoto ethunyelwe ngu-{name}",
      altNoName: "Ifoto evela kundwendwe",
      // (Photos, Slideshow) name the couple's admin, which is in English.
      wrongKey:
        "Ikhonkco lalo mboniso weefoto alisebenzi. Vulani umboniso kwakhona kwi-admin (Photos, Slideshow) ukuze nifumane ikhonkco langoku.",
      disabled:
        "Umboniso weefoto uvaliwe. Uza kusebenza xa iphaswedi ye-admin yabatshatayo (ADMIN_PASSWORD) isetiwe kwiseva.",
      rateLimited:
        "Kuzanywe amakhonkco omboniso amaninzi kakhulu angachanekanga kolu thungelwano. Umboniso uza kuzama kwakhona emva kwemizuzu embalwa.",
    },
    rsvpForm: {
      heading: "Impendulo",
      deadline: "Nceda nisazise ngo-{date} okanye phambi koko ukuba niza kukwazi na ukuza.",
      legend: "Impendulo yenu",
      name: "Igama lenu elipheleleyo*",
      email: "Idilesi ye-imeyile*",
      attending: "Niza kuza na?",
      attendingYes: "Ewe!",
      attendingNo: "Hayi, ndiyaxolisa",
      partner: "Niza kuza neqabane?",
      partnerYes: "Ewe",
      partnerNo: "Hayi",
      partnerName: "Igama leqabane*",
      message: "Umyalezo oya kubatshatayo (akunyanzelekanga)",
      guests: "Iindwendwe: {count}",
      submit: "Thumela impendulo",
      submitting: "Iyathunyelwa...",
      thankYouTitle: "Enkosi!",
      thankYouText: "Impendulo yenu ithunyelwe ngempumelelo. Silangazelela ukubhiyozela nani!",
      offline:
        "Anikho kwi-intanethi, ngoko impendulo yenu ayithunyelwanga. Iimpendulo zenu zisekho apha — nceda nizame kwakhona xa sele niqhagamshelekile.",
      opening: "Isimemo senu siyavulwa…",
    },
    keptAnswer: {
      title: "Akukathunyelwa",
      rsvp: "Anikho kwi-intanethi, ngoko impendulo yenu igcinwe kwesi sixhobo. Iza kuthunyelwa xa nje niqhagamshelekile kwakhona, nokuba niyalivala eli khasi nize nilivule kwakhona.",
      household:
        "Anikho kwi-intanethi, ngoko iimpendulo zenu zigcinwe kwesi sixhobo. Ziza kuthunyelwa xa nje niqhagamshelekile kwakhona, nokuba niyalivala eli khasi nize nilivule kwakhona.",
      change: "Tshintsha iimpendulo zam",
    },
    householdButton: {
      send: "Thumela iimpendulo zethu",
      saveAgain: "Gcina iimpendulo zethu",
      sending: "Kuyathunyelwa…",
    },
    rsvpEvents: {
      which: "Niza kuya kweyiphi imisitho?",
      chooseMeal: "Khetha ukutya",
      yourMeal: "Ukutya kwenu: {event}",
      partnerMeal: "Ukutya: {partner}, {event}",
      yourPartner: "Iqabane lenu",
    },
    toast: {
      label: "Izaziso",
      close: "Vala isaziso",
      error: "Impazamo",
      success: "Impumelelo",
      warning: "Isilumkiso",
      info: "Inkcazelo",
    },
    connection: {
      offline:
        "Anikho kwi-intanethi. Ningaqhubeka nifunda; impendulo okanye iifoto enizithumelayo ngoku zigcinwa kwesi sixhobo, zize zithunyelwe xa sele nibuyele kwi-intanethi.",
      online: "Nibuyele kwi-intanethi.",
    },
    consent: {
      label: "Ukhetho lokubalwa kotyelelo",
      accept: "Ndiyavuma",
      decline: "Hayi, enkosi",
    },
    photoMessages: {
      unsupportedType: "Nceda nithumele iifoto ze-{formats} kuphela.",
      noValidFiles: "Azikho iifoto ezilungileyo zokuthumela.",
      limitReached: "Nifikelele kumda — nceda nilinde iifoto ezisathunyelwayo zigqibe.",
      uploadFailed: "Ukuthumela akuphumelelanga.",
      stillSending: "Iifoto zenu zisathunyelwa.",
      alreadySent: "Sele ithunyelwe",
      tooLarge: "Ifayile mayibe ngaphantsi kwe-{megabytes}MB.",
      alreadySelected: "I-{name} sele ikhethiwe",
      tooMany:
        "Ningakhetha iifoto ezingadluli ku-{max} ngexesha elinye. Nikhethe ezi-{selected}, kuthunyelwa ezi-{uploading}, ngoko ningongeza ezinye ezi-{room}.",
      storageFailed: "Ukuthumela akuphumelelanga: {reason}",
      databaseFailed: "Impazamo yedatabheyisi: {reason}",
      unreadable: "Le foto ayikwazanga ukufundwa. Nceda nizame enye ifoto.",
      limitDevice: "Nabelane ngeefoto ezininzi kule yure. Nceda nilinde kancinci phambi kokuthumela ezinye.",
      limitAddress:
        "Kuthunyelwe iifoto ezininzi kakhulu kolu qhagamshelo. Nceda nilinde kancinci nize nizame kwakhona.",
      limitSite: "Iifoto ezininzi zifika ngoku. Nceda nizame kwakhona emva kwemizuzu embalwa.",
      limitTokens:
        "Kubekho iinzame ezininzi kakhulu ezingaphumelelanga kolu qhagamshelo. Nceda nilinde kancinci nize nizame kwakhona.",
      deviceFull: {
        one: "Le fowuni ayisenandawo yokugcina ifoto e-{count} ide ithunyelwe. Nceda nishiye eli khasi livuliwe de uluhlu lubonise ukuba ithunyelwe, okanye nenze indawo nize niyikhethe kwakhona.",
        other:
          "Le fowuni ayisenandawo yokugcina iifoto ezi-{count} zide zithunyelwe. Nceda nishiye eli khasi livuliwe de uluhlu lubonise ukuba zithunyelwe, okanye nenze indawo nize nizikhethe kwakhona.",
      },
    },
    uploadSummary: {
      sent: { one: "Kuthunyelwe {sent} kwifoto e-{count}", other: "Kuthunyelwe {sent} kwiifoto ezi-{count}" },
      alreadyThere: {
        one: " (e-{count} ibisele ikho, ngoko ayiphindanga yathunyelwa)",
        other: " (ezi-{count} bezisele zikho, ngoko aziphindanga zathunyelwa)",
      },
      failedOne: "; le ayikwazanga ukuthunyelwa: {why}",
      failed: {
        one: "; ezi-{count} azikwazanga ukuthunyelwa: {why}",
        other: "; ezi-{count} azikwazanga ukuthunyelwa: {why}",
      },
      why: "{name} ({reason})",
      sentence: "{summary}.",
    },
    rsvpMessages: {
      missingNameOrEmail: "Nceda nifake igama lenu ne-imeyile.",
      missingPartnerName: "Nceda nifake igama leqabane lenu.",
      lookupFailed: "Kubekho ingxaki ekukhangeleni impendulo yenu. Nceda nizame kwakhona.",
      saveFailed: "Kubekho ingxaki ekugcineni impendulo yenu. Nceda nizame kwakhona.",
      saveFailedBecause: "{message} ({reason})",
      rateLimited:
        "Kuthunyelwe iimpendulo ezininzi kakhulu kuqhagamshelo lwenu. Nceda nilinde umzuzu nize nizame kwakhona.",
      duplicate:
        "Le imeyile sele ithumele impendulo. Ukuba nithumele iinkcukacha ezingachanekanga, nceda nifowunele: {contacts}, ukuze nitshintshe impendulo yenu.",
      missingName: "Nceda nifake igama lenu.",
      missingEmail: "Nceda nifake i-imeyile yenu.",
      invalidEmail: "Nceda nifake idilesi ye-imeyile echanekileyo.",
      missingEvents: "Nceda nikhethe imisitho eniza kuya kuyo.",
      nameTooLong: "Igama lenu lide kakhulu (oonobumba abangadluli ku-{max}).",
      emailTooLong: "Idilesi ye-imeyile inde kakhulu (oonobumba abangadluli ku-{max}).",
      partnerNameTooLong: "Igama leqabane lenu lide kakhulu (oonobumba abangadluli ku-{max}).",
      messageTooLong: "Umyalezo mde kakhulu (oonobumba abangadluli ku-{max}).",
      notExpected: "Impendulo ayikho ngendlela elindelekileyo.",
      refused:
        "Impendulo yenu ayikwazanga ukugcinwa njengoko injalo. Nceda nijonge iimpendulo zenu nize nizame kwakhona.",
      declinedThankYou: "Impendulo yenu ithunyelwe ngempumelelo. Enkosi ngokusazisa — siza kunikhumbula!",
    },
    greeting: {
      invitationFor: "Isimemo esenzelwe",
      answersHeading: "Iimpendulo zenu",
      coming: "Uza kuza",
      notComing: "Akayi kuza",
      unnamedGuest: "Undwendwe lwenu",
      answer: "Phendulani isimemo senu",
      change: "Jongani okanye nitshintshe iimpendulo zenu",
      see: "Jongani iimpendulo zenu",
      replyBy: "Nceda nisazise ngo-{date} okanye phambi koko ukuba ngubani oza kuza.",
    },
    household: {
      offline:
        "Anikho kwi-intanethi, ngoko isimemo senu asikwazanga ukuvulwa. Nceda nizame kwakhona xa sele niqhagamshelekile.",
      openFailed: "Asikwazanga ukuvula isimemo senu ({reason}). Nceda nizame kwakhona.",
      notFound:
        "Asikwazanga ukufumana isimemo seli khonkco. Nceda nikhangele ukuba nivule ikhonkco lonke elikumyalezo wenu, okanye nicele abatshatayo baphinde banithumelele lona.",
      rateLimited:
        "Kuzanywe amakhonkco ezimemo amaninzi kakhulu kuqhagamshelo lwenu. Nceda nilinde imizuzu embalwa nize nizame kwakhona.",
      versionConflict:
        "Omnye entsapheni yenu uzitshintshile ezi mpendulo ngeli xesha. Iimpendulo zakhe ziboniswa ngoku; nceda nizijonge nize nithumele ezenu kwakhona.",
      saved:
        "Enkosi! Iimpendulo zenu zigciniwe. Ningazitshintsha ngeli khonkco de kufike umhla wokugqibela wokuphendula.",
      declinedThanks: "Enkosi ngokusazisa. Siza kunikhumbula!",
      erased:
        "Iinkcukacha zenu zicinyiwe: iimpendulo zenu, ii-imeyile ezithunyelwe kuni neefoto zenu azisekho kule webhusayithi. Eli khonkco alisasebenzi.",
      filledIn: "Iimpendulo zenu zizalisiwe apha ngezantsi: tshintshani nantoni na, nize nigcine.",
      answersHeading: "Iimpendulo zenu",
      changeAnswers: "Tshintsha iimpendulo zethu",
      legend: "Iimpendulo zentsapho yenu",
      yourGuest: "Undwendwe lwenu",
      yourGuestNumbered: "Undwendwe lwenu {number}",
      child: "umntwana",
      guestName: "Igama lendwendwe lenu",
      dietary: "Iimfuno zokutya (akunyanzelekanga)",
      dietaryPlaceholder: "Ii-aleji, imifuno kuphela, i-halal…",
      message: "Umyalezo oya kubatshatayo (akunyanzelekanga)",
      coming: "Uza kuza",
      notComing: "Akayi kuza",
      mealFor: "Ukutya okukhethiweyo: {event}",
      chooseMeal: "Khetha ukutya",
      noAnswer: "Akukabikho mpendulo",
      comingWithMeal: "Uza kuza · {meal}",
      dietaryTerm: "Iimfuno zokutya",
      yourMessage: "Umyalezo wenu",
    },
    householdProblems: {
      seatName: "Nceda nifake igama lendwendwe lenu.",
      attending: 'Nceda nikhethe "Uza kuza" okanye "Akayi kuza".',
      meal: "Nceda nikhethe ukutya.",
      name: "Nceda igama libe noonobumba abangadluli ku-{max}.",
      dietary: "Nceda iimfuno zokutya zibe noonobumba abangadluli ku-{max}.",
      message: "Nceda umyalezo ube noonobumba abangadluli ku-{max}.",
      unknownGuest: "Enye impendulo ikhankanya undwendwe olungekho kule ntsapho.",
      answeredTwice: "Undwendwe olunye luphendulelwe kabini.",
      namedGuest: "Kungazaliswa kuphela amagama eendwendwe ezingekabi nawo.",
      nameTooLong: "Elinye igama lide kakhulu (oonobumba abangadluli ku-{max}).",
      dietaryTooLong: "Iimfuno zokutya zinde kakhulu (oonobumba abangadluli ku-{max}).",
      notInvited: "Enye impendulo ngeyomsitho le ntsapho engamenyelwanga kuwo.",
      unanswered: "Nceda niphendulele undwendwe ngalunye nomsitho ngamnye.",
      mealForAbsent: "Kukhethwe ukutya komntu ongayi kuza.",
      mealFromList: "Nceda nikhethe ukutya kuluhlu kubo bonke abaza kuza.",
      noMeals: "Lo msitho awunalo ukhetho lokutya.",
      seatUnnamed: "Nceda nifake igama lendwendwe ngalunye oluza kuza.",
      refused: "Iimpendulo zenu azikwazanga ukugcinwa njengoko zinjalo. Nceda nizijonge nize nizame kwakhona.",
    },
    contacts: {
      list: "{names} no-{last}",
      withPhone: "{name} ({phone})",
      closed: "Ukuphendula kwavalwa ngo-{date}. Ukuze nitshintshe nantoni na, nceda nifowunele: {contacts}.",
      questions: "Ninemibuzo, okanye izicwangciso zitshintshile? Sifowuneleni.",
      call: "Fowunela u-{name}",
    },
    guestData: {
      heading: "Iinkcukacha zenu",
      intro: "Oko abatshatayo bakugcinayo ngentsapho yenu. Ningakulungisa, nikukhuphele okanye nikucime.",
      unreachable: "Asikwazanga ukufikelela kwiwebhusayithi ({reason}). Nceda nizame kwakhona.",
      tryAgain: "Phinda uzame",
      loading: "Iinkcukacha zenu ziyalayishwa…",
      download: "Khuphela",
      downloadText: "Yonke into engentla, kunye nemihla yempendulo nganye ne-imeyile nganye, kwifayile.",
      downloadButton: "Khuphela iinkcukacha zam (JSON)",
      held: "Esikugcinayo",
      household: "Intsapho",
      email: "I-imeyile",
      phone: "Ifowuni",
      message: "Umyalezo",
      none: "akukho",
      unnamedGuest: "Undwendwe lwenu (alukabi nagama)",
      answer: "{event}: {answer}",
      coming: "uza kuza",
      notComing: "akayi kuza",
      meal: ", {meal}",
      dietary: "Iimfuno zokutya: {dietary}",
      rsvp: "Ifom yempendulo: {name} ({email}), {answer}",
      attending: "uza kuza",
      notAttending: "akayi kuza",
      withPartner: ", neqabane: {partner}",
      rsvpMessage: '; umyalezo: "{message}"',
      photos: "Iifoto: {photos}",
      photo: "{file} ({status})",
      mails: "Ii-imeyile ezithunyelwe kuni: {mails}",
      mailsTo: "{count} (ku-{recipients})",
      correct: "Lungisani iinkcukacha zenu",
      householdName: "Igama lentsapho",
      saving: "Kuyagcinwa…",
      save: "Gcina izilungiso",
      corrected: "Iinkcukacha zenu zilungisiwe.",
      missingName: "Nceda nifake igama esibhalelwe lona isimemo senu.",
      nameTooLong: "Igama lide kakhulu (oonobumba abangadluli ku-{max}).",
      badEmail: "Nceda nifake idilesi ye-imeyile echanekileyo, okanye niyishiye ingenanto.",
      badPhone: "Nceda nijonge inombolo yefowuni, nekhowudi yelizwe ukuba ingeyaphesheya, okanye niyishiye ingenanto.",
      delete: "Cima",
      deleteText: "Kucima yonke into abatshatayo abayigcinayo ngentsapho yenu.",
      deleteButton: "Cima iinkcukacha zethu",
      confirmText:
        "Oku kucima amagama entsapho yenu, iinkcukacha zoqhagamshelwano neempendulo, ii-imeyile ezithunyelwe kuni neefoto ezithunyelwe ngeli khonkco, ngoko nangoko kwaye ngonaphakade. Eli khonkco liza kuyeka ukusebenza.",
      deleting: "Kuyacinywa…",
      confirm: "Ewe, cima iinkcukacha zethu",
      keep: "Zigcine",
    },
    reasons: {
      unreachable: "asikwazanga ukufikelela kwiseva",
      codeNotLoaded: "ikhowudi efunda impendulo ayilayishekanga",
      unexpected: "impendulo engalindelekanga evela kwiseva",
      serverError: "impazamo yeseva {status}",
      rsvpCodeNotLoaded: "ikhowudi ethumela impendulo ayilayishekanga",
    },
    privacyNotice: NOTICE,
    failures: {
      uploadPanel: "Inxalenye yokuthumela iifoto ayivulekanga. Hlolani uqhagamshelo lwenu, nize nizame kwakhona.",
      guestMoments: "Iifoto zeendwendwe zethu azivulekanga. Hlolani uqhagamshelo lwenu, nize nizame kwakhona.",
      rsvpForm:
        "Ifom ayigqibanga ukuvuleka, kodwa iimpendulo zenu zisekho. Hlolani uqhagamshelo lwenu, nize nizame kwakhona.",
      lightbox: "Isiboniso seefoto asivulekanga. Hlolani uqhagamshelo lwenu, nize nizame kwakhona.",
      invitation: "Ifom yesimemo senu ayivulekanga. Hlolani uqhagamshelo lwenu, nize nizame kwakhona.",
      tryAgain: "Phinda uzame",
      tryingAgain: "Kuzanywa kwakhona…",
      newVersion: "Kukho uhlobo olutsha lweli khasi.",
      reload: "Layisha kwakhona",
      notNow: "Hayi ngoku",
    },
  },
  mail: {
    guest: {
      greeting: "Molweni,",
      messagePassedOn: "Umyalezo wenu udluliselwe kubatshatayo.",
      dietaryNoted: "Sibhale phantsi iimfuno zokutya zaba:",
      notYou: "Ukuba asinini enithumele ezi mpendulo, ningayihoyi le imeyile.",
    },
    answerEnd: {
      changeLinkUntil: "Ningazitshintsha iimpendulo zenu de kube ngu-{until} ngekhonkco lenu lobuqu:",
      changeLink: "Ningazitshintsha iimpendulo zenu ngekhonkco lenu lobuqu:",
      call: "Ukuba kukho into etshintshayo, nceda nifowunele: {contacts}.",
    },
    withLove: "Ngothando,",
    hint: "Isalathiso: {hint}",
    rsvpConfirmation: {
      subjectAttending: "Impendulo ifunyenwe: {event}, silangazelela ukunibona",
      subjectDeclined: "Impendulo ifunyenwe: {event}, siza kunikhumbula",
      received: "Sifumene impendulo egameni lika-{name}, yomsitho: {event}.",
      declined: "Sibhale ukuba aniyi kukwazi ukuza. Enkosi ngokusazisa; siza kunikhumbula.",
      attending: "Enkosi! Sibhale ukuba niza kuza.",
      attendingWithPartner: "Enkosi! Sibhale ukuba niza kuza neqabane: nibabini.",
      heading: "Umbhiyozo",
      theme: "Umxholo: {theme}",
      calendar: "I-{file} eqhotyoshelweyo ifaka umbhiyozo kwikhalenda yenu.",
    },
    householdConfirmation: {
      subjectAttending: "Iimpendulo zenu: {event}, silangazelela ukunibona",
      subjectDeclined: "Iimpendulo zenu: {event}, enkosi ngokusazisa",
      received: "Sifumene iimpendulo zenu ({household}) zomsitho: {event}.",
      attendingClosing: "Enkosi! Silangazelela ukunibona.",
      declinedClosing: "Enkosi ngokusazisa. Siza kunikhumbula!",
      heading: "Iimpendulo zenu",
      noAnswer: "akukabikho mpendulo",
      notAttending: "akayi kuza",
      attending: "uza kuza",
      unnamedGuest: "Umntu ongaziwa ngegama",
      calendar: "I-{file} eqhotyoshelweyo ifaka imisitho eniya kuyo kwikhalenda yenu.",
    },
    invitation: {
      subject: "Nimenyiwe: {event}",
      reminderSubject: "Isikhumbuzo: {event} — nceda niphendule ngo-{deadline}",
      greeting: "Molweni {household},",
      opening: "{couple} bangavuya kakhulu ukuba ningeza emtshatweni wabo!",
      reminderOpening: "{couple} banikhumbuza ngobubele: bangavuya ukwazi ukuba niyakwazi na ukuza emtshatweni wabo.",
      ask: "Nceda nisazise ngo-{deadline} ngesimemo senu:",
      button: "Vulani isimemo senu",
      reminderButton: "Phendulani isimemo senu",
      orLink: "Okanye nivule eli khonkco:",
    },
    card: {
      invitationFor: "Isimemo esenzelwe",
      scanToAnswer: "Skenani ukuze niphendule, okanye nivule",
      replyBy: "Nceda nisazise ngo-{date} okanye phambi koko ukuba ngubani oza kuza.",
    },
  },
  privacy: {
    ...NOTICE,
    page: {
      backToInvitation: "Buyela kwisimemo",
      siteNavigation: "Iwebhusayithi",
      onThisPage: "Kweli khasi",
      emailButton: "Thumela i-imeyile ku-{email}",
      intro:
        "Le webhusayithi sisimemo somtshato ka-{couple}. Eli khasi lichaza ukuba yintoni egcinwayo ngani, kutheni, ngubani oyibonayo, ixesha elingakanani, nendlela eninokuyisusa ngayo.",
      who: {
        heading: "Singoobani",
        text: "{couple} baqokelela kwaye bagcine iinkcukacha zenu ngenxa yomtshato wabo. Bayiphatha le webhusayithi ngokwabo; akukho mntu wumbi ogqiba ukuba kwenzeka ntoni ngazo.",
      },
      what: {
        heading: "Esikuqokelelayo",
        text: "Kuphela oko nisinika kona:",
        rsvp: "Ifom yempendulo: igama lenu, i-imeyile, ukuba niyeza na, igama leqabane lenu nomyalezo wenu.",
        household:
          "Ikhonkco lenu lobuqu: amagama entsapho yenu, i-imeyile nefowuni, ukuba ngubani oza kowuphi umsitho, ukutya, neemfuno zokutya, ezinokuveza into ethile ngempilo yenu.",
        photos:
          "Iifoto enabelana ngazo: ifayile nezinto ezikuyo, njengokuba ithathwe phi nanini, nangayiphi ikhamera, kunye negama enilinika nazo, ukuba niyalinika. Ningazisusa ezo nkcukacha kwifowuni yenu phambi kokuthumela.",
      },
      why: {
        heading: "Kutheni",
        text: "Ukuze bazi ukuba ngubani oza kuza, bacwangcise izihlalo nokutya, banithumelele iinkcukacha nezikhumbuzo enizicelileyo, kwaye babelane ngeefoto zosuku neendwendwe.",
      },
      whoSees: {
        heading: "Ngubani ozibonayo",
        text: "Ngu-{couple} kuphela. Ii-imeyile eziya kuni zidlula kumboneleli wabo we-imeyile. Iikopi zeefoto ezingenazo iinkcukacha zendawo okanye zekhamera ziboniswa iindwendwe xa abatshatayo bezivumile. Akukho nto ithengiswayo okanye eyabelwana ngayo nomnye umntu.",
      },
      howLong: {
        heading: "Sizigcina ixesha elingakanani",
        untilDeleted:
          "Iimpendulo zenu, ii-imeyile, iinkcukacha zoqhagamshelwano neefayile zeefoto zoqobo zigcinwa de abatshatayo bazicime.",
        until:
          "Iimpendulo zenu, ii-imeyile, iinkcukacha zoqhagamshelwano neefayile zeefoto zoqobo zigcinwa {retention} (iintsuku ezi-{days} emva komtshato) ze zicinywe.",
        approvedStay:
          "Iifoto ezivunyiweyo zihlala kwikhasi njengeekopi ezingenazo iinkcukacha zendawo okanye zekhamera.",
        approvedDeleted: "Iifoto ezivunyiweyo zicinywa kunye nezinye.",
      },
      rights: {
        heading: "Amalungelo enu",
        text: "Ningazibona, nizilungise, nizikhuphele kwaye nizicime iinkcukacha zenu nangaliphi na ixesha:",
        noReason: "Akukho mntu ufuneka anike isizathu, kwaye ukucima akushiyi kopi kwiwebhusayithi.",
        linkOrMail:
          'Kwikhonkco lenu lobuqu, okanye kwikhonkco elikwi-imeyile yokuqinisekisa impendulo yenu, phantsi kwesithi "Iinkcukacha zenu".',
        link: 'Kwikhonkco lenu lobuqu, phantsi kwesithi "Iinkcukacha zenu".',
        photos: "Iifoto enizithumeleyo: kwifowuni okanye kwikhompyutha efanayo, kwinxalenye yokuthumela iifoto.",
        orAsk: "Okanye {removal}.",
      },
      otherServices: {
        heading: "Ezinye iinkonzo",
        map: 'Imaphu ivela ku-Google Maps kwaye ivuleka kuphela emva kokuba nicofe "Bonisa imaphu"; kude kube lelo xesha i-Google ayifumani nto kweli khasi.',
        analytics:
          "Ukuba niyavuma, i-Google Analytics ibala utyelelo (ukuba zeziphi iinxalenye ezibonwayo, hayi ukuba ningoobani). Phambi kokuba nivume akukho nto ithunyelwa ku-Google, kwaye ningalutshintsha ukhetho lwenu emazantsi ekhasi. Ukhetho lwenu lugcinwa kwibhrawuza yenu, hayi kwi-cookie.",
        noAnalytics: "Le webhusayithi ayisebenzisi ii-cookie zokubala utyelelo okanye zentengiso.",
        languageCookie:
          "Ulwimi enilukhethayo lugcinwa kwi-cookie ephethe olo lwimi kuphela, ukuze iwebhusayithi ivuleke ngalo kwixesha elizayo.",
      },
      contact: {
        heading: "Qhagamshelana nathi",
        writeOrAsk: "Bhalelani ku-{email}, okanye nibuze ku-{contacts}.",
        ask: "Buzani ku-{contacts}.",
        complain:
          "Ukuba nicinga ukuba iinkcukacha zenu ziphathwe kakubi, ningakhalaza nakwigunya elikhusela iinkcukacha zabantu.",
      },
    },
  },
  calendarEntry: {
    hint: "Isalathiso: {hint}",
    theme: "Umxholo: {theme}",
    fileName: "{couple}-umtshato.ics",
  },
  notFound: {
    page: {
      title: "Ikhasi alifumanekanga",
      toInvitation: "Yiya kwisimemo",
    },
    invitation: {
      notFoundTitle: "Isimemo asifumanekanga",
      notFound:
        "Asikwazanga ukufumana isimemo seli khonkco. Nceda nikhangele ukuba nivule ikhonkco lonke elikumyalezo wenu, okanye nicele abatshatayo baphinde banithumelele lona.",
      tooManyTriesTitle: "Kuzanywe kaninzi kakhulu",
      tooManyTries:
        "Kuzanywe amakhonkco ezimemo amaninzi kakhulu kuqhagamshelo lwenu. Nceda nilinde imizuzu embalwa nize nizame kwakhona.",
      toWeddingPage: "Yiya kwikhasi lomtshato",
    },
  },
  content: {
    headings: {
      story: "Ibali lothando",
      gallery: "Iifoto",
      gifts: "Izipho",
      theme: "Umxholo wempelaveki",
      oneDayTheme: "Umxholo",
      findUs: "Sifumaneni, nigcine nomhla",
    },
    countdown: {
      onTheDay: "Namhlanje!",
      afterwards: "Sisandul' ukutshata! Enkosi ngokubhiyozela kunye nathi.",
    },
    personalLinkNote:
      "Sithumele usapho ngalunye ikhonkco lalo lesimemo: nceda niphendule apho. Ukuba aniyifumani eyenu, sibuzeni.",
    description: {
      invitation: "Nimenyiwe emtshatweni ka-{couple}: {dates}, {place}.",
      more: "Iinkcukacha, indlela nempendulo.",
    },
    calendar: {
      title: "Umtshato ka-{couple}",
      event: "{title}: {day}, {time}, {place}",
    },
    saveTheDate: {
      day: "{day}: {event}",
      event: "{title} ngo-{time}",
      eventAtVenue: "{title} ngo-{time}, {venue}",
    },
    suggested: {
      invitationLine: "Nimenyiwe ngothando emtshatweni",
      designerCredit: "Yenziwe ngothando",
    },
  },
};
