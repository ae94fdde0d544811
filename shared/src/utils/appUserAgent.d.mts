export declare const APP_UA_MARKER: 'BaeumApp';
export declare const APP_UA_PATTERN: RegExp;
