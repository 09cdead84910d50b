import { FORM_TEXTS, TEXTS } from '@registry/domain';

/**
 * English texts of the web app. Tenant terms ({{productName}}, {{agency}}, ...) are interpolated from
 * default variables set at boot (see tenant-variables.ts), so one resource serves every tenant.
 *
 * The welcome, about and help texts below are our own placeholder content, written for a state
 * registry in general; each state replaces them with its own wording before going live.
 */
export const en = {
  common: {
    close: 'Close',
    ok: 'OK',
    cancel: 'Cancel',
    loading: 'Loading…',
    opensInNewTab: '(opens in a new tab)',
  },
  boot: {
    loading: 'Loading the registry…',
    errorTitle: 'The registry could not be reached',
    errorText:
      'We could not load the registry right now. Check your internet connection and try again. If the problem continues, the site may be briefly unavailable.',
    errorDetail: 'Details: {{detail}}',
    retry: 'Retry',
  },
  routes: {
    home: { title: 'Home' },
    about: { title: 'About' },
    login: { title: 'Log In' },
    loginForm: { title: 'Log In' },
    register: { title: 'Create Account' },
    forgotPassword: { title: 'Forgot Password' },
    resetPassword: { title: 'Reset Password' },
    acceptTerms: { title: 'Updated {{termsTitle}}' },
    dashboard: { title: 'Dashboard' },
    dashboardMain: { title: 'Dashboard' },
    profilePersonal: { title: 'Personal Information' },
  },
  instructions: {
    home: '{{homeInstructions}}',
    about: '{{aboutInstructions}}',
    profilePersonal: 'Your name, contact details, mailing address, languages and education.',
  },
  shell: {
    skipToContent: 'Skip to main content',
    officialSite: { label: 'Official website notice' },
    environment: {
      label: 'Environment',
      name: '{{label}} environment',
    },
    nav: {
      label: 'Main',
      openMenu: 'Open navigation menu',
      login: 'Log In',
      logout: 'Logout',
    },
    user: {
      account: 'My account',
      title: 'My Account',
      name: 'Name',
      userName: 'Username',
      switchRole: 'Switch role',
      organizations_one: '{{count}} organization',
      organizations_other: '{{count}} organizations',
    },
    footer: {
      helpDesk: 'Help Desk',
      email: 'Email',
      phone: 'Phone',
      hours: 'Hours: {{hours}}',
      resources: 'Resources',
      information: 'Registry Information',
      stateReport: 'Workforce Report',
      trainingLegend: 'Training Legend',
      faq: 'FAQ',
      partners: 'Partners',
      address: 'Address',
      copyright: '© {{year}} {{productName}}',
      version: 'Version {{version}}',
    },
    documents: {
      stateReport: 'Early Childhood Workforce Report',
      trainingLegend: 'Training Legend',
      faq: 'Frequently Asked Questions',
    },
    partners: {
      title: 'Partners',
      intro: 'The registry works with these organizations to support the early childhood workforce.',
    },
    address: {
      title: 'Mailing Address',
      intro: 'Send correspondence to:',
    },
  },
  auth: {
    tabsLabel: 'Account',
    userName: 'User name (e-mail)',
    password: 'Password',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    required: 'This field is required.',
    passwordRules: 'Your password must have:',
    login: {
      title: 'Log In',
      submit: 'Log In',
      newAccount:
        'Thank you for registering. A confirmation e-mail has been sent to you; the link in it expires in {{hours}} hours. If you do not see the e-mail, check your spam folder.',
      resend: 'Resend confirmation e-mail',
      forgot: 'Forgot your password?',
      noAccount: 'Create an account',
    },
    resend: {
      title: 'Request another confirmation e-mail',
      submit: 'Send confirmation e-mail',
      sent: 'A new confirmation e-mail has been sent.',
    },
    confirm: {
      pending: 'Confirming your account…',
      done: 'Your account is confirmed. You can now log in.',
    },
    register: {
      title: 'Create Account',
      intro: 'Create your free account to keep your professional records in the {{productShortName}}.',
      termsIntro: 'Before creating your account, read the terms:',
      viewTerms: 'View the {{termsTitle}}',
      submit: 'Create Account',
    },
    forgot: {
      title: 'Forgot Password',
      intro: 'Enter the e-mail address of your account. We will send you a link to reset your password.',
      submit: 'Send reset link',
      sent: 'If an account uses this address, a link to reset the password has been sent to it.',
    },
    reset: {
      title: 'Reset Password',
      incomplete: 'This password reset link is incomplete. Open the link from the e-mail again.',
      submit: 'Reset Password',
    },
  },
  terms: {
    title: 'Updated {{termsTitle}}',
    intro: 'The {{termsTitle}} has been updated. Please read it and accept it to continue.',
    submit: 'Submit',
  },
  dashboard: {
    tilesLabel: 'Dashboard',
    userGuide: 'User Guide',
    userGuideText: 'How to use the registry in your role.',
    guides: {
      label: 'Guides',
      scrollLeft: 'Scroll the guides left',
      scrollRight: 'Scroll the guides right',
      user: 'User Guide',
      director: 'Director Guide',
      qea: 'QEA Guide',
      staff: 'Staff Guide',
      admin: 'Admin Guide',
      coach: 'Coach Guide',
    },
  },
  profile: {
    title: 'Personal Information',
    intro: 'Your personal information as the registry holds it. Choose Edit to change it.',
    firstTimeIntro:
      'Welcome. Before the rest of the {{productName}} opens to you, please complete your personal information. Fields marked with an asterisk are required.',
    welcome: 'Welcome to the {{productName}}.',
    welcomeTitle: 'Welcome',
    welcomeText:
      'Your personal information is saved and your account is ready. Next, add your employment, education and training to your professional record.',
  },
  feedback: {
    nav: 'Feedback',
    title: 'Feedback',
    submit: 'Submit',
    sentTitle: 'Thank you',
    sent: 'Your feedback was sent to the registry team.',
  },
  documentViewer: {
    loading: 'Loading document…',
    download: 'Download',
    hint: 'If the document does not appear, use Download to open it.',
  },
  modal: {
    scrollHint: 'Scroll to the end to continue.',
  },
  dialogs: {
    alertTitle: 'Message',
    confirmTitle: 'Please Confirm',
    promptTitle: 'Please Enter a Value',
    promptLabel: 'Value',
    required: 'This field is required.',
    leaveRegistry: TEXTS.leaveRegistry,
    leaveRegistryTitle: TEXTS.leaveRegistryTitle,
    leaveWithoutSaving: TEXTS.leaveWithoutSaving,
    unsavedTitle: TEXTS.unsavedTitle,
  },
  toast: {
    network: 'The registry could not be reached. Check your connection and try again.',
    unknown: 'Something went wrong. Please try again.',
    dismiss: 'Dismiss notification',
    region: 'Notifications',
  },
  home: {
    eyebrow: 'Early Childhood Workforce',
    headline: 'Welcome to the {{productName}}',
    createAccount: 'Create Account',
    about: 'About the Registry',
    mapLabel: 'Maps of {{serviceArea}} and its training regions',
    pauseMaps: 'Pause the map animation',
    playMaps: 'Play the map animation',
    maps: {
      state: 'Map of {{serviceArea}} with its regional training centers',
      regions: 'Map of {{serviceArea}} divided into training regions',
      counties: 'Map of {{serviceArea}} highlighting the areas that have a training site',
      sites: 'Map of {{serviceArea}} marking each training site',
      network: 'Map of {{serviceArea}} linking neighboring training sites',
      countyRegions: 'Map of {{serviceArea}} colored by training region',
    },
    featuresHeading: 'Your professional record, in one trusted place',
    features: {
      records: {
        title: 'Keep your records',
        text: 'Record your education, employment, credentials, memberships and community service once, and keep them with you from job to job.',
      },
      verification: {
        title: 'Get them verified',
        text: 'Your {{agency}} director and registry staff review your records, so employers and licensing staff can trust them.',
        textWithoutDirectors:
          'Registry staff review your records, so employers and licensing staff can trust them.',
      },
      training: {
        title: 'Meet training requirements',
        text: 'Find approved trainings, register for sessions and keep every training you complete on your record.',
      },
    },
    audienceHeading: 'Who uses the registry',
    audience: {
      teachers: 'Teachers and caregivers',
      directors: '{{agencyTitle}} directors',
      trainers: 'Trainers',
      coaches: 'Coaches',
      agencyStaff: 'Agency staff',
    },
    help: {
      heading: 'Questions about your account?',
      text: 'The help desk is here to help with accounts, records and verification.',
    },
  },
  about: {
    eyebrow: 'About',
    title: 'About the {{productName}}',
    lead: 'One trusted place for the education, employment, credentials and training of the people who care for and teach young children.',
    what: {
      heading: 'What the registry is',
      text1:
        'The registry is a secure online record of your education, employment, credentials and training. You keep one account for your whole career, and your records go with you when you change jobs.',
      text2:
        'Your {{agency}} director or registry staff can verify the records you submit. Verified records give employers, licensing staff and families confidence in the qualifications of the workforce.',
      text2WithoutDirectors:
        'Registry staff can verify the records you submit. Verified records give employers, licensing staff and families confidence in the qualifications of the workforce.',
    },
    who: {
      heading: 'Who should use it',
      intro: 'Everyone who works with young children or supports those who do:',
      teachers: {
        title: 'Teachers',
        text: 'Lead and assistant teachers in centers, schools and pre-kindergarten classrooms.',
      },
      caregivers: {
        title: 'Caregivers',
        text: 'Family and group child care home providers and support staff.',
      },
      directors: {
        title: 'Directors',
        text: 'Directors who confirm who works at their {{agency}} and verify their staff’s records.',
      },
      trainers: {
        title: 'Trainers',
        text: 'Approved trainers who publish courses, schedule sessions and record attendance.',
      },
      coaches: {
        title: 'Coaches',
        text: 'Coaches and consultants who support professionals with their development plans.',
      },
      agencyStaff: {
        title: 'Agency staff',
        text: 'Agency staff who verify records and report on the workforce.',
      },
    },
    training: {
      heading: 'How it helps with training requirements',
      steps: {
        find: {
          title: 'Find training',
          text: 'Search approved trainings by topic, region, age group and delivery method.',
        },
        register: {
          title: 'Register and attend',
          text: 'Register for a session; your trainer records your attendance in the registry.',
        },
        track: {
          title: 'Track your hours',
          text: 'Completed trainings appear on your record, ready for your employer and for licensing reviews.',
        },
      },
    },
    cta: {
      heading: 'Ready to start?',
      text: 'Creating an account is free and takes a few minutes.',
    },
  },
  maintenance: {
    closedTitle: 'This training site is closed.',
    closedText:
      'The training site is not available at the moment. Please try again later, or contact the help desk if you need access for a scheduled training.',
    maintenanceTitle: 'Scheduled maintenance',
    maintenanceText:
      'The registry is down for scheduled maintenance. We apologize for the inconvenience and expect to be back shortly. Your records are safe and no action is needed.',
    contactHeading: 'Need help?',
  },
  forms: {
    // Spec 3 §5 and §8, word for word.
    rejected: FORM_TEXTS.rejectedField,
    fillOut: FORM_TEXTS.fillOutField,
    phoneMask: '(###) ###-####',
    searchTooShort: 'Two or more characters are required for search',
    noMatches: 'No matches found.',
    entityTypeNotDefined: 'Entity Type not defined for element',
    richTextPlaceholder: 'Type here...',
    ungrouped: 'Ungrouped',
    fileTypeNotSupported: 'The file type "{{type}}" is not supported',
    fileDuplicate: 'A file with the name "{{name}}" has already been uploaded',
    fileOnlyOne: 'Only one file can be uploaded to this record',
    fileSelect: FORM_TEXTS.selectFile,
    fileUploaded: 'The file {{file}} uploaded successfully.',
    fileUploadFailed: 'The file could not be uploaded. Please refresh the page and try again.',
    deleteConfirm: 'Are you sure you want to delete?',
    cannotBeUndone: 'This cannot be undone.',
    // Our own wording where the spec is silent (docs/decisions.md).
    errorSummaryTitle: 'There is a problem',
    errorSummaryItem: '{{label}}: {{message}}',
    tooltip: 'More information about {{label}}',
    noSelection: 'None',
    emptyValue: 'No value',
    searchResults_one: '{{count}} match found.',
    searchResults_other: '{{count}} matches found.',
    searching: 'Searching…',
    upload: 'Upload File',
    deleteFile: 'Delete {{name}}',
    uploading: 'Uploading…',
    required: 'required',
    // Spec 3 §2 button labels.
    save: 'Save',
    edit: 'Edit',
    continue: 'Continue',
    saveAndContinue: 'Save and Continue',
    saveTitle: 'Confirmation Message',
    saved: 'Your changes have been saved.',
  },
  unsupportedBrowser: {
    title: 'Your browser is not supported',
    text: 'Internet Explorer cannot display the registry correctly. Please open this page in a current version of Microsoft Edge, Google Chrome, Mozilla Firefox or Safari.',
  },
} as const;

export type EnResources = typeof en;
