/* test/ccan/list_test.c - unit tests of ccan/list, ccan/container_of and
   ccan/check_type.  Built and run by `make check`; prints one line per
   failed check and last "N passed, N failed"; exits 1 on any failure. */
#include <stdio.h>
#include <string.h>
#include "ccan/list/list.h"

static int passed, failed;

#define CHECK(cond) do { \
    if (cond) passed++; \
    else { failed++; printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond); } \
} while (0)

struct item {
    int value;
    struct list_node link;     /* on one list */
    char pad[3];
    struct list_node other;    /* on a second list at the same time */
};

static LIST_HEAD(static_list);

/* the values of a list, front to back, as a string like "1,2,3" */
static const char *
values(struct list_head *h)
{
    static char buf[256];
    struct item *i;
    size_t len = 0;
    buf[0] = 0;
    list_for_each(h, i, link) {
        len += (size_t)snprintf(buf + len, sizeof(buf) - len, len ? ",%d" : "%d", i->value);
    }
    return buf;
}

static const char *
values_rev(struct list_head *h)
{
    static char buf[256];
    struct item *i;
    size_t len = 0;
    buf[0] = 0;
    list_for_each_rev(h, i, link) {
        len += (size_t)snprintf(buf + len, sizeof(buf) - len, len ? ",%d" : "%d", i->value);
    }
    return buf;
}

static void
test_container_of(void)
{
    struct item it;
    struct list_node *n = &it.other;
    CHECK(container_of(n, struct item, other) == &it);
    CHECK(container_of(&it.link, struct item, link) == &it);
    CHECK(container_of_var(n, &it, other) == &it);
    CHECK(container_off(struct item, other) == offsetof(struct item, other));
    CHECK(check_type(it.value, int) == 0);
    CHECK(check_types_match(it.link, it.other) == 0);
    CHECK(list_entry(&it.link, struct item, link) == &it);
}

static void
test_empty(void)
{
    struct list_head h;
    LIST_HEAD(h2);
    list_head_init(&h);
    CHECK(list_empty(&h));
    CHECK(list_empty(&h2));
    CHECK(list_empty(&static_list));
    CHECK(list_top(&h, struct item, link) == NULL);
    CHECK(list_tail(&h, struct item, link) == NULL);
    CHECK(list_pop(&h, struct item, link) == NULL);
    CHECK(strcmp(values(&h), "") == 0);
}

static void
test_add_del(void)
{
    struct list_head h;
    struct item it[5];
    struct item *i, *nxt;
    int k, count;

    list_head_init(&h);
    for (k = 0; k < 5; k++) it[k].value = k + 1;
    list_add_tail(&h, &it[1].link);     /* 2 */
    list_add_tail(&h, &it[2].link);     /* 2,3 */
    list_add(&h, &it[0].link);          /* 1,2,3 */
    list_add_tail(&h, &it[4].link);     /* 1,2,3,5 */
    list_add_after(&it[2].link, &it[3].link); /* 1,2,3,4,5 */
    CHECK(!list_empty(&h));
    CHECK(strcmp(values(&h), "1,2,3,4,5") == 0);
    CHECK(strcmp(values_rev(&h), "5,4,3,2,1") == 0);
    CHECK(list_top(&h, struct item, link) == &it[0]);
    CHECK(list_tail(&h, struct item, link) == &it[4]);
    CHECK(list_next(&h, &it[0], link) == &it[1]);
    CHECK(list_next(&h, &it[4], link) == NULL);
    CHECK(list_prev(&h, &it[0], link) == NULL);
    CHECK(list_prev(&h, &it[4], link) == &it[3]);

    list_del(&it[2].link);
    CHECK(strcmp(values(&h), "1,2,4,5") == 0);
    list_del_from(&h, &it[0].link);
    CHECK(strcmp(values(&h), "2,4,5") == 0);
    CHECK(list_top(&h, struct item, link) == &it[1]);
    list_del_from(&h, &it[4].link);
    CHECK(list_tail(&h, struct item, link) == &it[3]);
    CHECK(strcmp(values_rev(&h), "4,2") == 0);

    /* deleting every element while iterating */
    count = 0;
    list_for_each_safe(&h, i, nxt, link) {
        list_del(&i->link);
        count++;
    }
    CHECK(count == 2);
    CHECK(list_empty(&h));

    /* deleting every other element while iterating */
    for (k = 0; k < 5; k++) list_add_tail(&h, &it[k].link);
    list_for_each_safe(&h, i, nxt, link) {
        if (i->value % 2 == 0) list_del_from(&h, &i->link);
    }
    CHECK(strcmp(values(&h), "1,3,5") == 0);
    CHECK(list_pop(&h, struct item, link) == &it[0]);
    CHECK(strcmp(values(&h), "3,5") == 0);

    /* list_del_init leaves a node that is on no list */
    list_del_init(&it[2].link);
    CHECK(!list_node_on_list(&it[2].link));
    CHECK(list_node_on_list(&it[4].link));
    list_del_init(&it[2].link);   /* twice is harmless */
    CHECK(strcmp(values(&h), "5") == 0);
}

static void
test_two_lists(void)
{
    struct list_head a, b;
    struct item it[4], *i;
    int k, sum = 0;
    list_head_init(&a);
    list_head_init(&b);
    for (k = 0; k < 4; k++) {
        it[k].value = 10 * (k + 1);
        list_add_tail(&a, &it[k].link);
        if (k % 2) list_add(&b, &it[k].other);
    }
    list_for_each(&b, i, other) sum += i->value;
    CHECK(sum == 20 + 40);
    CHECK(list_top(&b, struct item, other) == &it[3]);
    list_del(&it[3].other);
    CHECK(strcmp(values(&a), "10,20,30,40") == 0);  /* a unaffected */
    CHECK(list_top(&b, struct item, other) == &it[1]);
    list_del(&it[1].other);
    CHECK(list_empty(&b));
}

static void
test_static_and_many(void)
{
    static struct item many[1000];
    struct item *i;
    long sum = 0;
    int k, n = 0;
    for (k = 0; k < 1000; k++) {
        many[k].value = k;
        list_add_tail(&static_list, &many[k].link);
    }
    list_for_each(&static_list, i, link) { sum += i->value; n++; }
    CHECK(n == 1000);
    CHECK(sum == 999L * 1000 / 2);
    /* O(1) removal from the middle keeps the rest intact */
    for (k = 0; k < 1000; k += 3) list_del_from(&static_list, &many[k].link);
    n = 0;
    list_for_each(&static_list, i, link) { n++; if (i->value % 3 == 0) n += 10000; }
    CHECK(n == 1000 - 334);
    while (list_pop(&static_list, struct item, link)) n--;
    CHECK(n == 0);
    CHECK(list_empty(&static_list));
}

int
main(void)
{
    test_container_of();
    test_empty();
    test_add_del();
    test_two_lists();
    test_static_and_many();
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
