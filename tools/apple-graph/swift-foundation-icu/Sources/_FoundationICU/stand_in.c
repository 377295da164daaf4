// The library is the toolchain's lib_FoundationICU.a (Package.swift); a target needs a source.
int coach_fmt_foundation_icu_stand_in;
