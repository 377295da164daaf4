// The one place that knows where ICU's headers live. Each provider ships the same headers under
// another folder: the system ICU (Debian's libicu-dev) under <unicode/…>, and the _FoundationICU
// sources (the Swift toolchain's copy on Linux, apple/swift-foundation-icu on Apple platforms)
// under <_foundation_unicode/…>. Package.swift defines CF_FOUNDATION_ICU for the second.
#pragma once

#if defined(CF_FOUNDATION_ICU)
#define CF_ICU_HEADER(name) <_foundation_unicode/name>
#else
#define CF_ICU_HEADER(name) <unicode/name>
#endif

// The toolchain's utypes.h warns that code shipped with the OS must not use ICU's C++ API; this
// package links its own copy statically, which is not such code.
#if defined(CF_FOUNDATION_ICU) && defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-W#warnings"
#endif

#include CF_ICU_HEADER(calendar.h)
#include CF_ICU_HEADER(datefmt.h)
#include CF_ICU_HEADER(decimfmt.h)
#include CF_ICU_HEADER(dtitvfmt.h)
#include CF_ICU_HEADER(gregocal.h)
#include CF_ICU_HEADER(listformatter.h)
#include CF_ICU_HEADER(localematcher.h)
#include CF_ICU_HEADER(locid.h)
#include CF_ICU_HEADER(measfmt.h)
#include CF_ICU_HEADER(measunit.h)
#include CF_ICU_HEADER(measure.h)
#include CF_ICU_HEADER(messagepattern.h)
#include CF_ICU_HEADER(msgfmt.h)
#include CF_ICU_HEADER(numberformatter.h)
#include CF_ICU_HEADER(plurrule.h)
#include CF_ICU_HEADER(timezone.h)
#include CF_ICU_HEADER(ubrk.h)
#include CF_ICU_HEADER(ucal.h)
#include CF_ICU_HEADER(ucasemap.h)
#include CF_ICU_HEADER(uchar.h)
#include CF_ICU_HEADER(udat.h)
#include CF_ICU_HEADER(udateintervalformat.h)
#include CF_ICU_HEADER(udatpg.h)
#include CF_ICU_HEADER(uenum.h)
#include CF_ICU_HEADER(uldnames.h)
#include CF_ICU_HEADER(ulistformatter.h)
#include CF_ICU_HEADER(uloc.h)
#include CF_ICU_HEADER(ulocdata.h)
#include CF_ICU_HEADER(unistr.h)
#include CF_ICU_HEADER(upluralrules.h)
#include CF_ICU_HEADER(ustring.h)
#include CF_ICU_HEADER(utf16.h)
#include CF_ICU_HEADER(utypes.h)
#include CF_ICU_HEADER(uversion.h)

#if defined(CF_FOUNDATION_ICU) && defined(__clang__)
#pragma clang diagnostic pop
#endif
