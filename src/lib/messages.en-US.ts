/**
 * Every user-visible string of the shell, in US English.
 *
 * Wording is copied verbatim from the legacy product (including its typos, such as "more then", because the
 * legacy pages show exactly these strings). Placeholders: `%1`…`%9` and `%s` are the legacy
 * positional forms; `{name}` takes a named parameter. See `t()` in ./i18n.ts.
 *
 * One named export per message so the bundler keeps only the strings an element uses.
 */
// §2 Screens and dialogs: titles and buttons
export const helpEmpty = 'Sorry, no results were found.';
export const helpCenter = 'Help Center';
export const supportTitle = 'Submit a Support Request';
export const supportSent = 'Message Sent';
export const identityTitle = 'Customer Identity Verification';
export const benchmarkingOptInTitle = 'Benchmarking';
export const benchmarkingOptOutTitle = 'Opt Out of Benchmarking';
export const cookiesTitle = 'Surprise! We use cookies.';
export const passkeyTitle = 'Goodbye passwords. Hello passkeys!';
export const passkeyNoThanks = 'No Thanks';
export const passkeyRemindLater = 'Remind Me Later';
export const passkeyAdd = 'Add a Passkey';
export const passkeyCreated = 'Success! Passkey created.';
export const previewDisabledTitle = 'Disabled for Previewing';
export const passwordForgot = 'Forgot Password?';
export const demoDataClearTitle = 'Clear Demo Data';
export const demoDataClearConfirm = 'Clear Data';
export const demoDataGdprTitle = 'GDPR Compliance';
export const demoDataDone = 'Done';
export const demoDataCompleteLater = 'Complete Later';
export const demoDataWiping = "We're wiping the slate clean.";
export const demoDataLeaveWarning = 'Are you sure you want to leave now?';
export const qrTitle = 'Mobile App QR Code Login';
export const qrExpired = 'Expired';
export const qrRefresh = 'Refresh';
export const filesOpen = 'Open';
export const filesRename = 'Rename';
export const filesReplace = 'Replace';
export const filesMove = 'Move';
export const filesShare = 'Share';
export const filesUnshare = 'Unshare';
export const filesDelete = 'Delete';

// §4 States and transitions
export const snapshotEmpty = 'Nothing More to See Here';
export const snapshotEmployeeSummary = 'Employee Summary';
export const timeTrackingEnabled = 'Time tracking has been enabled for this employee!';
export const timeTrackingDisabled =
  'OK, this employee will no longer be able to track time worked or access the timesheet.';
export const formChangesTitle = 'Just Checking...';
export const formChangesSave = 'Save Changes';
export const formChangesDontSave = "Don't Save";
export const formChangesDiscard = 'Do you want to discard your changes?';
export const commonYes = 'Yes';
export const commonNo = 'No';
export const commonCancel = 'Cancel';

// §5 Validation rules
export const inboxOverflow = '99+';
export const dateInvalid = 'Invalid date format.';
export const dateLessThanMonth = '(< 1 month)';
export const dateDuration = '({years}y, {months}m, {days}d)';
export const insertListEmpty = 'You must enter a new option to the list.';
export const counterTooLong = 'You cannot write more then %1 characters!';
export const counterRemaining = 'This field can accept %1 more characters.';
export const uploadBadExtension = 'The only allowed file extensions are: %s';
export const uploadTooLarge = 'Files must be smaller than {n}MB.';
export const filesCategoryNameRequired = 'Please enter a category name.';
export const addressState = 'State';
export const addressZip = 'ZIP Code';
export const addressPostCode = 'Postcode';
export const addressCounty = 'County';
export const addressPostalCode = 'Postal Code';
export const addressProvince = 'Province';

// §6 Roles and permissions: account menu and banners
export const accountGreeting = 'Hi, {firstName}';
export const accountAppIntegrations = 'App Integrations';
export const accountDevicesAndApiKeys = 'My Devices & API Keys';
export const accountDevices = 'My Devices';
export const accountApiKeys = 'API Keys';
export const accountMobileQrLogin = 'Mobile App QR Code Login';
export const accountDevUtilities = 'Dev Utilities';
export const accountTwoStepLogin = '2-Step Login';
export const accountPasskeys = 'Passkeys';
export const bannerOnBehalfOf = 'on behalf of';

// §8 Error catalogue
export const qrFailed = 'Failed to generate Mobile Login QR Code';
export const inboxLoadFailed = 'There was a problem getting inbox data';
export const globalEmploymentForbidden =
  "Oops! You don't have permissions to login to {provider} on behalf of this customer.";
export const globalEmploymentFailed = 'Uh Oh! something went wrong getting your magic link.';
export const snapshotContextFailed = 'Error getting employee snapshot context data';
export const snapshotDefaultFailed = 'Error getting default employee snapshot data';
export const snapshotSummaryFailed = 'Error getting employee summary data';
export const helpNotReady = "Looks like our help menu needs a little help. We'll have it back soon!";
export const searchEmpty = 'No matches for "{query}"';
export const timeTrackingFailed = 'Sorry, something went wrong. Try giving it another shot?';
export const demoDataClearFailed =
  "Uh oh. Looks like your demo data didn't clear. Please try again, or call us at {phone} for help.";
export const demoDataNextStepFailed =
  "Uh oh! It looks like the next step didn't load as expected. Please reload this page.";
export const errorsGenericRetry = 'Oops. Something went wrong. Please try again.';
export const errorsDataFetch = 'An error has occurred while getting the data. Please reload the page and try again.';
export const errorsRequest = 'Error processing your request.';
export const errorsUnsupportedBrowser =
  'Your browser does not support this feature, if you see this message, please contact support.';
export const errorsGeneric = 'An error occurred';
export const filesAlreadyDeleted = 'It looks like this file has already been deleted.';
export const uploadFailed = 'Unable to upload file.';
export const uploadFailedContents = 'Unable to upload file due to its contents.';
export const sessionLockTitle = 'Just to be safe, we logged you out.';
export const sessionLoginFailed = 'Failed to authenticate login';
export const sessionNoSsoUser = 'There is no {product} user for the account you chose.';
export const sessionBadPassword = "Sorry, that password doesn't look right. Try it again?";
export const benchmarkingFailed = 'Uh oh, something went wrong';
export const supportLoadFailed = 'Oops. Something went wrong. Please try again later.';
export const scrollNoContainer = 'No scroll container found.';
export const scrollNoElement = 'No element provided to observeScroll.';

// §9 Dropdown enhancer placeholders
export const selectPlaceholder = 'Select an option';
export const selectPlaceholderMultiple = 'Select Some Options';
export const selectNoResults = 'No results match';

// Global navigation (our wording; the item names are the product's)
export const navLabel = 'Main';
export const navHome = 'Home';
export const navMyInfo = 'My Info';
export const navEmployees = 'Employees';
export const navHiring = 'Hiring';
export const navReports = 'Reports';
export const navFiles = 'Files';
export const navPayroll = 'Payroll';
export const navPayrollTrial = 'Try Payroll';
export const navPayrollPartner = 'Payroll Partner';
export const navBenefits = 'Benefits';
export const navCompensation = 'Compensation';
export const navGlobalEmployment = 'Global Employment';
export const navOpen = 'Expand navigation';
export const navClose = 'Collapse navigation';
export const navFilter = 'Filter navigation';
export const navFilterEmpty = 'No items match "{query}"';
export const navNewTab = '(opens in a new tab)';
export const navLinkReady = 'Your link is ready:';

// Global header and inbox (our wording; the action names are the product's)
export const headerLabel = 'Site';
export const headerInbox = 'Inbox';
export const headerInboxCount = 'Inbox, {count} waiting';
export const headerSentRequests = 'Sent requests';
export const headerPastAnnouncements = 'Past announcements';
export const headerHelp = 'Help';
export const headerSettings = 'Settings';
export const headerAnswers = 'Answers';
export const headerLoading = 'Loading…';
export const headerNew = 'New';
export const commonClose = 'Close';

// Account menu and Mobile QR login (our wording; the item names are the product's)
export const accountMenuLabel = 'Account menu';
export const accountSettings = 'Account Settings';
export const accountChangePassword = 'Change Password';
export const accountMyInfo = 'My Info';
export const accountLogOut = 'Log Out';
export const qrInstructions = 'Open the mobile app and scan this code to sign in.';
export const qrGenerating = 'Generating your QR code…';
export const qrTimeLeft = 'Expires in {time}';
export const qrExpiredHelp = 'This code has expired. Refresh to get a new one.';
export const qrAppStore = 'Download on the App Store';
export const qrGooglePlay = 'Get it on Google Play';
export const qrMobileSolutions = 'Learn about our mobile solutions';
export const qrImageLabel = 'QR code for the mobile app';
export const qrNewTab = '(opens in a new tab)';
export const qrFramed = 'For your security, the QR code is not shown while this page is embedded in another site.';

// Live, quick and help-centre search (our wording)
export const liveSearchLoading = 'Searching…';
export const liveSearchResultsOne = '1 result is available.';
export const liveSearchResultsMany = '{count} results are available.';
export const liveSearchPosition = '{text}, {position} of {count}';
export const quickSearchLabel = 'Find an employee';
export const quickSearchPlaceholder = 'Search employees…';
export const quickSearchClear = 'Clear search';
export const quickSearchSnapshot = 'Snapshot';
export const helpSearchLabel = 'Search the Help Center';
export const helpSearchPlaceholder = 'Search help articles…';
export const helpTypeSupportArticle = 'Support article';
export const helpTypeKnowledgeBase = 'Knowledge base';
export const helpTypeVideo = 'Video';
export const helpTypeReleaseNote = 'Release note';
export const helpTypeOther = 'Article';

// Global search (our wording)
export const searchLabel = 'Search';
export const searchPlaceholder = 'Search people, reports, files…';
export const searchResults = 'Search results';
export const searchClear = 'Clear search';
export const searchLoading = 'Searching…';
export const searchCount = '{count} results available.';
export const searchCountOne = '1 result available.';
export const searchFailed = 'Search is not available right now. Please try again.';
export const searchSectionEmployee = 'Employees';
export const searchSectionCandidate = 'Candidates';
export const searchSectionReport = 'Reports';
export const searchSectionOpening = 'Job Openings';
export const searchSectionFile = 'Files';
export const searchShowMore = 'Show more {section}';
export const searchInactive = 'Inactive';
export const searchNoAccess = 'You cannot open this profile';
export const searchSnapshot = 'Opens the employee snapshot';
export const searchRecent = 'Recent searches';
export const searchRecentOpened = 'Recently opened';
export const searchRecentClear = 'Clear recent searches';
export const searchShortcutsTitle = 'Keyboard shortcuts';
export const searchShortcutFocus = 'Focus the search';
export const searchShortcutOpen = 'Open the search from anywhere';
export const searchShortcutMove = 'Move through the results';
export const searchShortcutEnter = 'Open the selected result';
export const searchShortcutEscape = 'Close the results';
export const searchShortcutHelp = 'Show this list';
export const searchShortcutSingle = 'Use single-key shortcuts (s and ?)';

// Session lock (our wording)
export const sessionLockPasswordHelp =
  'Enter your password to pick up where you left off. Nothing on this page was lost.';
export const sessionLockSsoHelp =
  'Log back in with {method} to pick up where you left off. Nothing on this page was lost.';
export const sessionPasswordLabel = 'Password';
export const sessionShowPassword = 'Show password';
export const sessionLogIn = 'Log In';
export const sessionLogInWith = 'Log in with {method}';
export const sessionSigningIn = 'Signing in…';
export const sessionPopupWaiting = 'Finish signing in in the window that opened.';
export const sessionPopupBlocked =
  'Your browser blocked the sign-in window. Allow pop-ups for this site and try again, or open the sign-in page in a new tab.';
export const sessionPopupOpenTab = 'Open the sign-in page in a new tab';
export const sessionLogOut = 'Log out';
export const sessionProduct = 'HR';
export const sessionMethodSso = 'single sign-on';
export const sessionWarningTitle = 'Your session is about to end';
export const sessionWarningText = 'For your security, you will be logged out in {time}.';
export const sessionTimeMinute = '1 minute';
export const sessionTimeMinutes = '{minutes} minutes';
export const sessionTimeUnderMinute = 'less than a minute';
export const sessionStaySignedIn = 'Stay signed in';
export const sessionExtendFailed = 'Your session could not be extended. Save your work.';

// Inline edit and element chrome (our own wording)
export const inlineEditEdit = 'Edit {label}';
export const inlineEditEditValue = 'Edit {label}: {value}';
export const inlineEditEditEmpty = 'Add {label}';
export const inlineEditSaveFailed = 'Could not save {label}: {message}';
export const inlineEditSave = 'Save';
export const inlineEditCancel = 'Cancel';
export const inlineEditSaving = 'Saving…';
export const inlineEditSaved = 'Saved';
export const inlineEditEmpty = 'Enter a value before saving.';
export const inlineEditDefaultLabel = 'value';
export const inlineEditNoId = 'Error: No ID defined';
export const inlineEditDismiss = 'Dismiss message';
export const elementFailed = 'This part of the page could not be shown.';
export const elementRetry = 'Try again';
/** The button after a failed search (QUALITY row 8). */
export const searchRetry = 'Retry';
export const configBadJson = 'The {attribute} attribute of <{tag}> is not valid JSON; using the default.';
export const configBadNumber = 'The {attribute} attribute of <{tag}> is not a valid number; using the default.';

// <hr-date-field> (our own wording; dateInvalid, dateDuration and dateLessThanMonth are the product's)
export const dateFieldOutOfRange = 'Enter a date between {min} and {max}.';
export const dateFieldFormatHint = 'Format: {format}';
export const dateFieldChoose = 'Choose date';
export const dateFieldChange = 'Change date, {date}';
export const dateFieldCalendar = 'Calendar';
export const dateFieldPreviousMonth = 'Previous month';
export const dateFieldNextMonth = 'Next month';
export const dateFieldMonth = 'Month';
export const dateFieldYear = 'Year';

// hr-number-field, hr-rate-change (our own wording)
export const numberInvalid = 'Enter a number, like {example}.';
export const numberAmbiguous = "Use '{decimal}' for decimals and '{group}' between thousands, like {example}.";
export const numberTooLong = 'Enter a number with at most {max} digits.';
export const numberTooPrecise = 'Enter at most {places} decimal places.';
export const numberWholeOnly = 'Enter a whole number, without decimals.';
export const currencyPickerLabel = 'Currency: {code}';
export const currencyListLabel = 'Currencies';
export const currencyLoading = 'Loading currencies…';
export const currencyEmpty = 'No currencies are available.';
export const rateChangePercentLabel = 'Percent change';
export const rateChangeNoOriginal = 'The percent change needs an original rate.';

// <hr-insertable-list> (our own wording)
export const insertListAdd = 'Add new option';
export const insertListNewOption = 'New option';
export const insertListSave = 'Add';
export const insertListSaving = 'Adding…';
export const insertListAdded = 'Added "{name}" and selected it.';

// <hr-address-fields> (our own wording): the dependent and emergency-contact label variants
export const addressDependentLabel = 'Dependent {label}';
export const addressEmergencyLabel = 'Emergency Contact {label}';

// <hr-char-counter> on a field counted in bytes (our wording, after counterTooLong and counterRemaining)
export const counterTooLongBytes = 'You cannot write more than %1 bytes!';
export const counterRemainingBytes = 'This field can accept %1 more bytes.';
// <hr-address-fields>: the state and code labels of countries SPEC's five do not name (our wording)
export const addressRegion = 'Region';
export const addressPrefecture = 'Prefecture';
export const addressCanton = 'Canton';
export const addressPinCode = 'PIN Code';
export const addressEircode = 'Eircode';

// <hr-masked-input> (our own wording; dateInvalid is the product's)
export const maskedHintDigits = 'Enter {count} digits ({format}).';
export const maskedHintCharacters = 'Enter {count} letters or digits ({format}).';
export const maskedHintBetween = 'Enter {min} to {max} letters or digits.';
export const maskedHintUpTo = 'Enter up to {max} letters or digits.';
export const maskedHintExpiry = 'Enter the expiry date as MM/YY, month 01 to 12.';
export const maskedHintDate = 'Enter the date as {format}, for example {example}.';
export const maskedRejectedTooLong =
  'That was too long for this field and was not entered; your entry is unchanged. {hint}';
export const maskedRejectedCharacters =
  'That contains characters this field does not take and was not entered; your entry is unchanged. {hint}';
export const maskedMonth = 'Enter a month from 01 to 12.';
export const maskedDay = 'Enter a day that exists in that month (01 to 31).';
export const maskedMonthName = 'Enter the month as Jan, Feb, Mar, Apr, May, Jun, Jul, Aug, Sep, Oct, Nov or Dec.';
export const maskedRefusedCharacter = '"{char}" was not entered. {reason}';
export const maskedValueDropped = 'Part of the saved value did not fit this field and was left out. {hint}';
export const maskedUnknownMask =
  'The mask attribute of <hr-masked-input> is not a known mask; the field is left unmasked.';

// <hr-select-field> (our own wording; selectPlaceholder, selectPlaceholderMultiple, selectNoResults are the product's)
export const selectRemove = 'Remove {label}';

// <hr-person-picker> (our own wording: searchEmpty, liveSearchResults*, errorsGenericRetry are reused)
export const personPickerDescription = 'Add people';
export const personPickerLabel = 'People';
export const personPickerPlaceholder = 'Type a name…';
export const personPickerChosen = 'Chosen people';
export const personPickerSuggestions = 'People matching "{query}"';
export const personPickerRemove = 'Remove {name}';
export const personPickerAdded = '{name} added. {count} chosen.';
export const personPickerRemoved = '{name} removed. {count} chosen.';
export const personPickerUnknown = 'Employee #{id}';
export const personPickerRequired = 'Choose at least one person.';
export const personPickerSearching = 'Searching…';
export const personPickerActivateLabel = '{description} ({label})';

// <hr-masked-input> reveal toggle of sensitive fields (our wording)
export const maskedReveal = 'Show';
export const maskedRevealNamed = 'Show {label}';

// <hr-file-list> uploads (our wording; uploadBadExtension, uploadTooLarge, uploadFailed and uploadFailedContents are the product's)
export const uploadEmpty = 'Unable to upload file. The file is empty.';
export const uploadChoose = 'Upload files';
export const uploadDropHint = 'or drop files here';
export const uploadDropActive = 'Drop the files to upload them';
export const uploadListLabel = 'Uploads';
export const uploadProgressLabel = 'Uploading {name}';
export const uploadSending = 'Uploading… {percent}%';
export const uploadScanning = 'Scanning for viruses…';
export const uploadOffline = 'Offline: the scan is checked again once you are back online.';
export const uploadStalled = 'The virus scan is taking longer than expected.';
export const uploadRetry = 'Retry';
export const uploadRetryNamed = 'Check the scan of {name} again';
export const uploadCancel = 'Cancel';
export const uploadCancelNamed = 'Cancel the upload of {name}';
export const uploadDismiss = 'Dismiss';
export const uploadDismissNamed = 'Dismiss {name}';
export const uploadVirus = 'Virus';
export const uploadVirusFound = 'A virus was found in this file; it cannot be opened.';
export const uploadDone = '{name} uploaded.';
export const uploadCancelled = 'The upload of {name} was cancelled.';
export const uploadRejected = '{name}: {message}';
export const uploadVirusAnnounced = '{name}: a virus was found; the file cannot be opened.';
export const uploadStalledAnnounced = '{name}: the virus scan is taking longer than expected.';

// <hr-file-list> (our own wording; filesOpen…filesDelete, filesCategoryNameRequired, filesAlreadyDeleted,
// errorsDataFetch, errorsRequest, commonCancel are the product's)
export const filesEmployeeLabel = 'Employee files';
export const filesCompanyLabel = 'Company files';
export const filesLoading = 'Loading files…';
export const filesSectionLoading = 'Loading…';
export const filesSectionFailed = 'Could not load these files.';
export const filesSectionEmpty = 'No files in this category.';
export const filesNoCategories = 'There are no file categories yet.';
export const filesRetry = 'Try again';
export const filesCount = '{count} files';
export const filesCountOne = '1 file';
export const filesSelectFile = 'Select {name}';
export const filesSelectSection = 'Select all files in {name}';
export const filesActionsFor = 'Actions for {name}';
export const filesCategoryActionsFor = 'Actions for the category {name}';
export const filesMenuLabel = 'File actions';
export const filesCategoryMenuLabel = 'Category actions';
export const filesScanning = 'Scanning for viruses';
export const filesVirus = 'Virus found';
export const filesShared = 'Shared';
export const filesSelected = '{count} selected';
export const filesClearSelection = 'Clear selection';
export const filesMoveSelected = 'Move…';
export const filesDeleteSelected = 'Delete…';
export const filesRenameTitle = 'Rename file';
export const filesNameLabel = 'File name';
export const filesSave = 'Save';
export const filesNameRequired = 'Please enter a file name.';
export const filesNameCharacters = 'File names cannot contain slashes or control characters.';
export const filesNameTooLong = 'File names must be {max} characters or fewer.';
export const filesNameExtension = 'Keep the extension {ext}: a rename cannot change the type of a file.';
export const filesRenamed = 'Renamed to {name}.';
export const filesMoveTitle = 'Move {count} files';
export const filesMoveTitleOne = 'Move {name}';
export const filesMoveTo = 'Move to';
export const filesMoved = 'Moved to {name}.';
export const filesDeleteTitle = 'Delete files';
export const filesDeleteConfirm = 'Delete';
export const filesDeleteQuestion = 'Delete these {count} files?';
export const filesDeleteQuestionOne = 'Delete this file?';
export const filesDeleted = '{count} files deleted.';
export const filesDeletedOne = '1 file deleted.';
export const filesDeleting = 'Checking…';
export const filesShareDone = '{name} is now shared.';
export const filesUnshareDone = '{name} is no longer shared.';
export const filesAddCategory = 'Add category';
export const filesCategoryNameLabel = 'Category name';
export const filesRenameCategory = 'Rename category';
export const filesDeleteCategory = 'Delete category';
export const filesDeleteCategoryQuestion = 'Delete the category {name}?';
export const filesCategoryAdded = 'The category {name} was added.';
export const filesCategoryRenamed = 'The category is now called {name}.';
export const filesCategoryDeleted = 'The category {name} was deleted.';
export const filesCategoryNameControl = 'Category names cannot contain control characters.';
export const filesCategoryNameTooLong = 'Category names must be {max} characters or fewer.';
export const filesCategoryProtected = 'This category cannot be renamed or deleted.';
export const filesCategoryNotEmpty = 'Only empty categories can be deleted. Move or delete its files first.';
export const filesUploadTo = 'Upload to';
export const filesNoAccess = 'You do not have access to these files.';

// <hr-banner-stack> (our wording; bannerOnBehalfOf, previewDisabledTitle, demoDataClearTitle are the product's)
export const bannerStackLabel = 'Account notices';
export const bannerDays = '{count} days';
export const bannerOneDay = '1 day';
export const bannerPaymentMissing = 'Your account has no payment method on file.';
export const bannerPaymentExpired = 'The payment method on file has expired.';
export const bannerPaymentDeclined = 'Your last payment was declined.';
export const bannerBillingLink = 'Update billing information';
export const bannerGraceDays = 'Your account will be suspended in {days} unless we receive your payment.';
export const bannerGraceOneDay = 'Last day! Your account will be suspended tomorrow unless we receive your payment.';
export const bannerGraceToday = 'Your account will be suspended today unless we receive your payment.';
export const bannerAnnouncement = 'Announcement';
export const bannerDismiss = 'Dismiss';
export const bannerDismissAnnouncement = 'Dismiss announcement';
export const bannerSignedInSupport = 'You are signed in as {user} with support admin access ({actor}).';
export const bannerSignedInAs = '{actor} is signed in {onBehalfOf} {user}.';
export const bannerCancellation = 'Your account closes in {account} and payroll in {payroll}.';
export const bannerCancellationLink = 'Manage cancellation';
export const bannerNewHirePacket = 'Welcome, {name}! Your new hire packet is ready.';
export const bannerNewHirePacketLink = 'Open new hire packet';
export const bannerPreviewDisabled = 'The new hire packet cannot be opened while you preview as another person.';
export const bannerClose = 'Close';
export const bannerPreviewing = 'You are previewing as {name}.';
export const bannerDonePreviewing = 'Done Previewing';
export const bannerTrial = 'You have {days} left in your free trial.';
export const bannerTrialDemo = 'You have {days} left in your free trial. Your company is filled with demo data.';
export const bannerTrialExpired = 'Your free trial has ended.';
export const bannerDemo = 'You are looking at demo data.';
export const bannerQuickStart = 'Finish setting up';
export const bannerSales = 'Questions? Call our sales team at';
export const bannerSetupProgress = '{done} of {total} steps done';
export const bannerSetupNext = 'Next: {step}';
export const bannerSetupClose = 'Close {title} progress';
export const bannerHiredByRemoteFailed = 'The global employment notice could not be loaded.';

// <hr-employee-snapshot> (our own wording; snapshotEmpty, snapshotEmployeeSummary and the three
// snapshot failures above are the product's)
export const snapshotTitle = 'Employee Snapshot';
export const snapshotLoading = 'Loading the employee snapshot…';
export const snapshotBack = 'Back';
export const snapshotClose = 'Close snapshot';
export const snapshotMove = 'Move snapshot';
export const snapshotMoveHint = 'Drag, or press the arrow keys, to move the snapshot.';
export const snapshotResize = 'Resize snapshot';
export const snapshotResizeHint = 'Drag, or press the arrow keys, to resize the snapshot.';
export const snapshotMoveLeft = 'Move to the left side';
export const snapshotMoveRight = 'Move to the right side';
export const snapshotLarger = 'Make larger';
export const snapshotSmaller = 'Make smaller';
export const snapshotReset = 'Reset position and size';
export const snapshotViewProfile = 'View profile';
export const snapshotPresent = 'Present';
export const snapshotNoValue = '—';
export const snapshotBadOpen =
  'hr-snapshot-open was ignored: its detail needs employeeId (an integer of at least 1) and may have a same-origin contextUrl.';

// <hr-password-input>, <hr-site-footer>, <hr-form-guard> (our wording; passwordForgot,
// formChangesTitle, formChangesSave, formChangesDontSave and commonCancel are the product's)
export const passwordShow = 'Show password';
export const footerSave = 'Save';
export const footerSaving = 'Saving…';
export const footerActions = 'Form actions';
export const formGuardQuestion = 'You have changes on this page that are not saved yet.';
export const formGuardStay = 'Stay on this page';

// <hr-identity-verification> (our wording; identityTitle above is the product's)
export const identityIntro = 'Give this code to the support agent who is verifying your identity.';
export const identityCodeLabel = 'Verification code';
export const identityDropped = 'Identity verification is offline. Trying to reconnect…';

// <hr-benchmarking-prompt> (our wording; benchmarkingOptInTitle, benchmarkingOptOutTitle and
// benchmarkingFailed above are the product's)
export const benchmarkingOptInIntro =
  'See how your company compares with companies like yours. Only anonymized, aggregated data is shared: nothing that identifies your company or your people.';
export const benchmarkingOptInSubmit = 'Opt In';
export const benchmarkingNotNow = 'Not Now';
export const benchmarkingOptOutIntro =
  "If you opt out, your company's anonymized data is no longer used for benchmarking and you no longer see benchmarking reports.";
export const benchmarkingOptOutConfirm = 'I understand that my company will no longer see benchmarking reports.';
export const benchmarkingOptOutSubmit = 'Opt Out';
export const benchmarkingSaving = 'Saving…';

// <hr-support-request> (our wording; supportTitle, supportSent and supportLoadFailed above are the product's)
export const supportLoading = 'Loading the support form…';
export const supportSend = 'Send';
export const supportSending = 'Sending…';
export const supportRefusedAction =
  "This support form can't be sent from here: it posts to another site. Please contact support another way.";

// <hr-passkey-prompt> (our wording; passkeyTitle, passkeyNoThanks, passkeyRemindLater, passkeyAdd
// and passkeyCreated above are the product's)
export const passkeyIntro =
  'Sign in with your fingerprint, face or screen lock instead of a password. Passkeys are safer than passwords and cannot be phished.';
export const passkeyClose = 'Close';
export const passkeyCreating = 'Follow the steps your browser shows to create your passkey…';
export const passkeyCreatedHelp = 'Next time, sign in with your passkey.';
export const passkeyDone = 'Done';
export const passkeyUnsupported =
  'This browser cannot create passkeys. Try again in an up-to-date browser on a device with a screen lock.';
export const passkeyAlreadyRegistered = 'This device already holds a passkey for your account.';
export const passkeyFailed = "Your passkey couldn't be created. Please try again.";
export const passkeySaveFailed = "Your choice couldn't be saved. Please try again.";

// <hr-cookie-notice> and <hr-terms-prompt> (our wording; cookiesTitle above is the product's)
export const cookiesText =
  'We use cookies to keep you signed in and to remember your settings. By continuing, you agree to our use of cookies.';
export const cookiesAccept = 'Got It';
export const cookiesSaving = 'Saving…';
export const cookiesSaveFailed = "We couldn't save your cookie choice, so this browser will remember it instead.";
export const termsTitle = "We've updated our Terms of Service";
export const termsText = 'Please take a moment to read them. Accepting keeps this reminder from coming back.';
export const termsRead = 'Read the Terms of Service';
export const termsAccept = 'Accept';
export const termsDismiss = 'Not Now';
export const termsSaving = 'Saving…';

// <hr-agreement-prompt> (our wording; errorsGenericRetry and commonClose above are the product's)
export const agreementRequestedTitle = 'Please sign our Data Processing Agreement';
export const agreementRequestedText =
  'Your company needs to sign our Data Processing Agreement, which sets out how we process the personal data of your employees on your behalf. Please review and accept it.';
export const agreementOptionalTitle = 'Data Processing Agreement';
export const agreementOptionalText =
  'Our Data Processing Agreement sets out how we process the personal data of your employees on your behalf. You can accept it now, or come back to it later.';
export const agreementUpdatedTitle = "We've updated our Data Processing Agreement";
export const agreementUpdatedText =
  'Please take a moment to review the changes to how we process the personal data of your employees on your behalf, and accept the updated agreement.';
export const agreementAccept = 'Accept';
export const agreementDecline = 'Decline';
export const agreementCompleteLater = 'Complete Later';
export const agreementNotNow = 'Not Now';
export const agreementSaving = 'Saving…';

// <hr-clear-demo-data> (our wording; the demoData* titles, buttons and errors above are the product's)
export const demoDataClearText =
  'This removes the sample employees, files and settings that came with your demo account, so you can start fresh with your own company. It cannot be undone.';
export const demoDataWipingHint = 'This takes a few seconds. Please stay on this page.';
export const demoDataGdprText =
  "Your company's own employee data goes in next. Our Data Processing Agreement sets out how we process that personal data on your behalf under the GDPR: please review it and choose whether you accept it.";
export const demoDataGdprChoice = 'Data Processing Agreement';
export const demoDataGdprAccept = 'I accept the Data Processing Agreement';
export const demoDataGdprDecline = 'I decline the Data Processing Agreement';
export const demoDataDoneHint =
  'Done is available once the agreement is accepted, or while your company has no employees. You can also complete it later.';
export const demoDataSaving = 'Saving…';

// <hr-employee-history> (our wording; the fetch failure is errorsDataFetch above, Close commonClose)
export const historyLoading = 'Loading…';
export const historyUnnamed = 'Employee';

// <hr-time-tracking-toggle> (our wording; timeTrackingEnabled, timeTrackingDisabled and
// timeTrackingFailed above are the product's)
export const timeTrackingLabel = 'Time tracking';
export const timeTrackingFor = 'for {name}';
export const timeTrackingOn = 'On';
export const timeTrackingOff = 'Off';
export const timeTrackingChangeGroup = 'Change group';
export const timeTrackingTitle = 'Time Tracking';
export const timeTrackingEnableTitle = 'Enable Time Tracking';
export const timeTrackingEnableSubmit = 'Enable';
export const timeTrackingMissingDataTitle = 'A Few Details First';
export const timeTrackingMissingDataSubmit = 'Save and Continue';
export const timeTrackingChangeGroupTitle = 'Change Time Tracking Group';
export const timeTrackingChangeGroupSubmit = 'Save';
export const timeTrackingNoPayScheduleTitle = 'No Pay Schedule';
export const timeTrackingLoading = 'Loading…';
export const timeTrackingSaving = 'Saving…';
export const timeTrackingDone = 'OK';

// <hr-account-menu> header: the user's role, from the config user's flags (our wording)
export const accountRoleOwner = 'Account Owner';
export const accountRoleSupportAdmin = 'Support Administrator';
export const accountRoleAdmin = 'Administrator';
export const accountRoleEmployee = 'Employee';

// <hr-global-header> narrow layout (issue 20; our wording): the nav drawer's menu button and the overflow menu
export const headerMenu = 'Menu';
export const headerMore = 'More';

// <hr-global-nav> drawer below the narrow breakpoint (our wording; its Close button is commonClose)
export const navDrawerLabel = 'Navigation';
