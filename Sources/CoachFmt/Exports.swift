// What an app needs from the layers below the screens, so that it writes `import CoachFmt`
// alone: the contract models, the formatters and the catalog's typed copy. The ICU handle
// layer is not re-exported: it has no public declaration.
@_exported import CoachFmtCatalog
@_exported import CoachFmtContract
@_exported import CoachFmtFormatting
