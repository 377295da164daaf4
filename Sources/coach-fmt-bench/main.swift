import CoachFmt
