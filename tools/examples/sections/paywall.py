"""Paywall: the projection from the pilot benchmarks or the cohort, StoreKit's products per
storefront, and the purchase phases."""

from ..shared import BAND_LABELS, error, legal, local, me_expired, micro_title, screen_state
from .plan import plan_days


SECTION = "Paywall"  # index.json's section of these states


BUCKETS = [(0, 49), (50, 64), (65, 79), (80, 100)]
# (weekly_days, bucket) → (day14_avg_overall, sample_n, weakest_dim_avg_delta)
BENCH = {
    (3, 0): (None, 12, None), (5, 0): (None, 19, None), (7, 0): (None, 8, None),
    (3, 1): (66, 41, 5), (5, 1): (70, 58, 8), (7, 1): (72, 23, 9),
    (3, 2): (74, 35, 3), (5, 2): (77, 49, 5), (7, 2): (79, 31, 6),
    (3, 3): (84, 30, 2), (5, 3): (86, 44, 3), (7, 3): (87, 14, 3),
}

def paywall(ctx, expired=False):
    return {
        "diagnostic": {"overall": 62, "band": "good", "band_label": ctx.t(*BAND_LABELS["good"]),
                       "weakest_label": ctx.t("Structure", "结构"),
                       "one_action_title": micro_title(ctx, "lead_with_point")},
        "baseline": {"overall": 72, "source": "ability"} if expired else {"overall": 62, "source": "diagnostic"},
        "default_weekly_days": 5,
        "benchmarks": [
            {"weekly_days": k, "baseline_bucket": {"min": BUCKETS[b][0], "max": BUCKETS[b][1]},
             "day14_avg_overall": BENCH[(k, b)][0], "sample_n": BENCH[(k, b)][1],
             "weakest_dim_avg_delta": BENCH[(k, b)][2]}
            for b in range(len(BUCKETS)) for k in (3, 5, 7)
        ],
        "benchmark_source": "cohort" if expired else "pilot_benchmark",
        "benchmark_label": None if expired
        # No learner count: the pilot's total is not the projection's group, which changes with K.
        else ctx.t("Pilot data", "试点数据"),
        "plan_preview": None if expired else {"days": plan_days(ctx)},
        "products": [
            {"id": "coach.pro.yearly", "kind": "yearly", "trial_days": 7, "is_default": True,
             "badge": ctx.t("Best value", "最划算")},
            {"id": "coach.pro.monthly", "kind": "monthly", "trial_days": None, "is_default": False, "badge": None},
        ],
        "legal": legal(),
    }


STOREFRONTS = {  # the App Store storefront of the learner's Apple ID → (yearly, monthly, currency)
    "US": (("$59.99", "59.99"), ("$9.99", "9.99"), "USD"),
    "CN": (("¥388.00", "388.00"), ("¥68.00", "68.00"), "CNY"),
}


def storekit(eligible=True, storefront="US"):
    """StoreKit 2 products as the storefront formats them; the UI locale plays no part."""
    yearly, monthly, currency = STOREFRONTS[storefront]
    return [
        {"id": "coach.pro.yearly", "displayPrice": yearly[0], "price": yearly[1], "currencyCode": currency,
         "subscriptionPeriod": {"unit": "year", "value": 1},
         "introductoryOffer": {"paymentMode": "freeTrial", "period": {"unit": "week", "value": 1}},
         "isEligibleForIntroOffer": eligible},
        {"id": "coach.pro.monthly", "displayPrice": monthly[0], "price": monthly[1], "currencyCode": currency,
         "subscriptionPeriod": {"unit": "month", "value": 1}, "introductoryOffer": None,
         "isEligibleForIntroOffer": eligible},
    ]


def paywall_local(ctx, phase, days=5, product="coach.pro.yearly"):
    return local(ctx, notifications=False, cache=("me", "config", "paywall"),
                      paywall={"selectedWeeklyDays": days, "selectedProductID": product, "phase": phase})


PAYWALL_INPUTS = dict(paywall="paywall.json", me="me.onboarded.json", config="config.json")


BUILDERS = {
    "local.paywall-loading.json": lambda ctx: paywall_local(ctx, "loading_products", days=None, product=None),
    "local.paywall-ready.json": lambda ctx: paywall_local(ctx, "ready"),
    "local.paywall-failed.json": lambda ctx: paywall_local(ctx, "failed"),
    "local.paywall-restored.json": lambda ctx: paywall_local(ctx, "restored"),
    "local.paywall-expired.json": lambda ctx: paywall_local(ctx, "ready", days=5, product="coach.pro.yearly"),
    "me.expired.json": me_expired,
    "paywall.json": paywall,
    "paywall.expired.json": lambda ctx: paywall(ctx, expired=True),
    "error.entitlement.json": lambda ctx: error(ctx, "entitlement_required", "Your subscription has ended.",
                                                     "你的订阅已到期。", "e4b7-2f60"),
    "storekit.json": lambda ctx: storekit(),
    "storekit.expired.json": lambda ctx: storekit(eligible=False),
    "storekit.cn.json": lambda ctx: storekit(storefront="CN"),
}


STATES = [
    screen_state("paywall/paywall--default", SECTION, "Hard paywall: projection for 5 days a week, yearly selected.",
        **PAYWALL_INPUTS, storekit="storekit.json", local="local.paywall-ready.json"),
    screen_state("paywall/paywall--loading-products", SECTION,
        "StoreKit has not answered: skeleton cards, CTA disabled.",
        **PAYWALL_INPUTS, local="local.paywall-loading.json"),
    screen_state("paywall/paywall--purchase-failed", SECTION, "Purchase cancelled or failed; not charged.",
        **PAYWALL_INPUTS, storekit="storekit.json", local="local.paywall-failed.json"),
    screen_state("paywall/paywall--restored", SECTION, "Restore found an active subscription.",
        paywall="paywall.json", me="me.json", config="config.json", storekit="storekit.json",
        local="local.paywall-restored.json"),
    screen_state("paywall/paywall--expired-return", SECTION,
        "Subscription expired: projection from current ability (cohort data), no intro offer, no plan calendar.",
        paywall="paywall.expired.json", me="me.expired.json", config="config.json", storekit="storekit.expired.json",
        error="error.entitlement.json", local="local.paywall-expired.json"),
    screen_state("paywall/paywall--expired-purchase-failed", SECTION,
        "Coverage: flow 7's failure column: subscription expired and the return purchase cancelled or failed; "
        "not charged, history intact.",
        coverage=True, paywall="paywall.expired.json", me="me.expired.json", config="config.json", storekit="storekit.expired.json",
        error="error.entitlement.json", local="local.paywall-failed.json"),
    screen_state("paywall/paywall--storefront-cn", SECTION,
        "Coverage: an Apple ID on the China storefront: StoreKit prices in CNY (¥388.00/year), under either UI language.",
        coverage=True, **PAYWALL_INPUTS, storekit="storekit.cn.json", local="local.paywall-ready.json"),
]
