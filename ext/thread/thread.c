/* thread.c (thread.so) - Mutex, ConditionVariable, Queue and SizedQueue in
 * C on the interpreter's green threads, loaded by lib/thread.rb as 1.8.7
 * loads its thread.so.  An uncontended lock is a test and a store.
 *
 * 1.8.7's behaviour, which this file follows (each point asked of the
 * oracle):
 * - Mutex#lock ends a critical section.  A thread waiting for the lock
 *   joins its owner: a deadlock report shows it as J(owner), and it wakes
 *   when the owner dies, whose lock is then free.  Thread#wakeup does not
 *   end that wait.
 * - Mutex#unlock hands the lock to the first waiting thread (FIFO) and,
 *   outside a critical section, lets the other threads run.
 * - ConditionVariable#signal wakes one waiter and lets the others run
 *   (not in a critical section); #broadcast wakes all and ends a critical
 *   section.
 * - A Queue is a Mutex and two ConditionVariables: every operation takes
 *   the queue's mutex, so consumers and producers interleave as in 1.8.7.
 *   SizedQueue#max= signals the producers' condition once per new place,
 *   #clear once.
 *
 * Waiting threads sit in Arrays in arrival order; a thread killed or raised
 * into while it waits leaves them in an ensure clause. */
#include "ruby.h"
#include "rubysig.h"

/* thread.c's scheduler entry points (rb_thread_sync_*) are in intern.h,
   but this one */
void rb_thread_sync_pass(void);   /* a switch even in a critical section */

static VALUE cMutex, cConditionVariable, cQueue, cSizedQueue;

/* ------------------------------------------------------------ waiter lists */

/* list: an Array of threads, or nil until someone waits */
static void
waiters_add(VALUE *list, VALUE th)
{
    if (NIL_P(*list)) *list = rb_ary_new();
    rb_ary_push(*list, th);
}

static void
waiters_remove(VALUE list, VALUE th)
{
    long i;
    if (NIL_P(list)) return;
    for (i = 0; i < RARRAY_LEN(list); i++) {
        if (rb_ary_entry(list, i) == th) {
            rb_ary_delete_at(list, i);
            return;
        }
    }
}

static long
waiters_count(VALUE list)
{
    return NIL_P(list) ? 0 : RARRAY_LEN(list);
}

/* wakes the first live waiter and takes it off the list; nil when none */
static VALUE
waiters_wake_first(VALUE list)
{
    if (NIL_P(list)) return Qnil;
    while (RARRAY_LEN(list) > 0) {
        VALUE th = rb_ary_shift(list);
        if (rb_thread_sync_wake(th)) return th;
    }
    return Qnil;
}

static VALUE
restore_critical(VALUE old)
{
    rb_thread_critical = (int)FIX2INT(old);
    return Qnil;
}

/* ------------------------------------------------------------ Mutex */

typedef struct {
    VALUE owner;      /* the holding thread, or nil */
    VALUE waiters;
} mutex_t;

static void
mutex_mark(void *p)
{
    mutex_t *m = p;
    rb_gc_mark(m->owner);
    rb_gc_mark(m->waiters);
}

static void
mutex_init(mutex_t *m)
{
    m->owner = Qnil;
    m->waiters = Qnil;
}

static VALUE
mutex_alloc(VALUE klass)
{
    mutex_t *m;
    VALUE obj = Data_Make_Struct(klass, mutex_t, mutex_mark, free, m);
    mutex_init(m);
    return obj;
}

static mutex_t *
get_mutex(VALUE self)
{
    return (mutex_t *)DATA_PTR(self);   /* self is always one: allocated here */
}

/* a lock whose owner died is free */
static int
mutex_free_p(mutex_t *m)
{
    return NIL_P(m->owner) || !rb_thread_sync_alive(m->owner);
}

static VALUE
mutex_lock_wait(VALUE arg)
{
    mutex_t *m = (mutex_t *)arg;
    VALUE cur = rb_thread_current();
    while (m->owner != cur) {
        if (mutex_free_p(m)) {
            m->owner = cur;
            break;
        }
        rb_thread_sync_wait(m->owner);
    }
    return Qnil;
}

static VALUE
mutex_lock_wait_end(VALUE arg)
{
    waiters_remove(((mutex_t *)arg)->waiters, rb_thread_current());
    return Qnil;
}

static void
mutex_lock_m(mutex_t *m)
{
    VALUE cur = rb_thread_current();
    rb_thread_critical = 0;
    if (mutex_free_p(m)) {
        m->owner = cur;
        return;
    }
    if (m->owner == cur) rb_raise(rb_eThreadError, "thread 0x%lx tried to join itself", (unsigned long)cur);
    waiters_add(&m->waiters, cur);
    rb_ensure(mutex_lock_wait, (VALUE)m, mutex_lock_wait_end, (VALUE)m);
}

/* hands the lock to the first live waiter: true when there was one */
static int
mutex_release(mutex_t *m)
{
    m->owner = waiters_wake_first(m->waiters);
    return !NIL_P(m->owner);
}

static void
mutex_check_owner(mutex_t *m, const char *msg)
{
    if (m->owner != rb_thread_current()) rb_raise(rb_eThreadError, "%s", msg);
}

/* unlock: true when a waiter got the lock (and the others ran) */
static int
mutex_unlock_m(mutex_t *m)
{
    mutex_check_owner(m, "not owner");
    if (!mutex_release(m)) return 0;
    if (!rb_thread_critical) rb_thread_schedule();
    return 1;
}

static VALUE
mutex_locked_p(VALUE self)
{
    return mutex_free_p(get_mutex(self)) ? Qfalse : Qtrue;
}

static VALUE
mutex_try_lock(VALUE self)
{
    mutex_t *m = get_mutex(self);
    if (!mutex_free_p(m)) return Qfalse;
    m->owner = rb_thread_current();
    return Qtrue;
}

static VALUE
mutex_lock(VALUE self)
{
    mutex_lock_m(get_mutex(self));
    RB_GC_GUARD(self);
    return self;
}

/* self when a waiting thread got the lock, else nil */
static VALUE
mutex_unlock(VALUE self)
{
    return mutex_unlock_m(get_mutex(self)) ? self : Qnil;
}

static VALUE
mutex_synchronize(VALUE self)
{
    mutex_lock(self);
    return rb_ensure(rb_yield, Qundef, mutex_unlock, self);
}

/* releases the lock and runs the block in a critical section */
static VALUE
mutex_exclusive_unlock(VALUE self)
{
    mutex_t *m = get_mutex(self);
    int old = rb_thread_critical;
    mutex_check_owner(m, "not owner");
    mutex_release(m);
    rb_thread_critical = 1;
    rb_ensure(rb_yield, Qundef, restore_critical, INT2FIX(old));
    return Qnil;
}

/* Thread.exclusive: the block in a critical section, the old value of
   Thread.critical restored after (in C as 1.8.7's: no frame of its own
   in a backtrace) */
static VALUE
thread_s_exclusive(VALUE klass)
{
    VALUE old = INT2FIX(rb_thread_critical);
    rb_thread_critical = 1;
    return rb_ensure(rb_yield, Qundef, restore_critical, old);
}

static VALUE
dump_empty(VALUE self)
{
    return rb_str_new(0, 0);
}

static VALUE
mutex_marshal_load(VALUE self, VALUE data)
{
    mutex_init(get_mutex(self));
    return Qnil;
}

/* ------------------------------------------------------------ ConditionVariable */

typedef struct {
    VALUE waiters;
} condvar_t;

static void
condvar_mark(void *p)
{
    rb_gc_mark(((condvar_t *)p)->waiters);
}

static VALUE
condvar_alloc(VALUE klass)
{
    condvar_t *cv;
    VALUE obj = Data_Make_Struct(klass, condvar_t, condvar_mark, free, cv);
    cv->waiters = Qnil;
    return obj;
}

static condvar_t *
get_condvar(VALUE self)
{
    return (condvar_t *)DATA_PTR(self);   /* self is always one: allocated here */
}

struct cv_wait_arg {
    condvar_t *cv;
    mutex_t *m;
};

static VALUE
cv_sleep(VALUE arg)
{
    return rb_thread_stop();
}

/* out of the wait, however it ends: off the list, the lock taken again */
static VALUE
cv_wait_end(VALUE arg)
{
    struct cv_wait_arg *a = (struct cv_wait_arg *)arg;
    waiters_remove(a->cv->waiters, rb_thread_current());
    mutex_lock_m(a->m);
    return Qnil;
}

/* waits for a signal with m released (held by the current thread) */
static void
cv_wait(condvar_t *cv, mutex_t *m)
{
    struct cv_wait_arg a;
    a.cv = cv;
    a.m = m;
    mutex_release(m);
    waiters_add(&cv->waiters, rb_thread_current());
    rb_ensure(cv_sleep, Qnil, cv_wait_end, (VALUE)&a);
}

/* wakes one waiter; outside a critical section the others run */
static void
cv_signal(condvar_t *cv)
{
    if (!NIL_P(waiters_wake_first(cv->waiters)) && !rb_thread_critical) rb_thread_schedule();
}

/* wakes every waiter, then lets the others run: 1.8.7 switches even when
   nobody waited, even in a critical section (which stays set) */
static void
cv_broadcast(condvar_t *cv)
{
    while (!NIL_P(waiters_wake_first(cv->waiters)))
        ;
    rb_thread_sync_pass();
}

struct foreign_wait {
    VALUE cv;
    VALUE mutex;
};

static VALUE
foreign_wait_end(VALUE cv)
{
    waiters_remove(get_condvar(cv)->waiters, rb_thread_current());
    return Qnil;
}

/* the block given to another lock's exclusive_unlock: waits for a signal,
   then takes the lock back, inside the block (1.8.7) */
static VALUE
cv_foreign_sleep(VALUE yielded, VALUE arg)
{
    struct foreign_wait *w = (struct foreign_wait *)arg;
    waiters_add(&get_condvar(w->cv)->waiters, rb_thread_current());
    rb_ensure(cv_sleep, Qnil, foreign_wait_end, w->cv);
    return rb_funcall(w->mutex, rb_intern("lock"), 0);
}

static VALUE
call_exclusive_unlock(VALUE mutex)
{
    return rb_funcall(mutex, rb_intern("exclusive_unlock"), 0);
}

/* a plain Mutex is waited for here; any other lock, even a Mutex of a
   subclass or with singleton methods, through its exclusive_unlock and
   lock methods, as 1.8.7 does */
static VALUE
condvar_wait(VALUE self, VALUE mutex)
{
    if (CLASS_OF(mutex) == cMutex) {
        mutex_t *m = get_mutex(mutex);
        mutex_check_owner(m, "not owner of the synchronization mutex");
        cv_wait(get_condvar(self), m);
    }
    else {
        struct foreign_wait w;
        w.cv = self;
        w.mutex = mutex;
        rb_iterate(call_exclusive_unlock, mutex, cv_foreign_sleep, (VALUE)&w);
    }
    RB_GC_GUARD(mutex);
    return self;
}

static VALUE
condvar_signal(VALUE self)
{
    cv_signal(get_condvar(self));
    return self;
}

static VALUE
condvar_broadcast(VALUE self)
{
    cv_broadcast(get_condvar(self));
    return self;
}

static VALUE
condvar_marshal_load(VALUE self, VALUE data)
{
    return Qnil;
}

/* ------------------------------------------------------------ Queue, SizedQueue */

typedef struct {
    mutex_t mutex;
    condvar_t value_available;   /* consumers wait here */
    condvar_t space_available;   /* producers of a SizedQueue wait here */
    VALUE items;
    unsigned long capacity;      /* 0: no limit (a Queue) */
} queue_t;

static void
queue_mark(void *p)
{
    queue_t *q = p;
    mutex_mark(&q->mutex);
    rb_gc_mark(q->value_available.waiters);
    rb_gc_mark(q->space_available.waiters);
    rb_gc_mark(q->items);
}

static VALUE
queue_alloc(VALUE klass)
{
    queue_t *q;
    VALUE obj = Data_Make_Struct(klass, queue_t, queue_mark, free, q);
    mutex_init(&q->mutex);
    q->value_available.waiters = q->space_available.waiters = Qnil;
    q->items = rb_ary_new();
    return obj;
}

static queue_t *
get_queue(VALUE self)
{
    return (queue_t *)DATA_PTR(self);   /* self is always one: allocated here */
}

static VALUE
queue_unlock(VALUE arg)
{
    queue_t *q = (queue_t *)arg;
    /* not held when an exception ended the wait for it */
    if (q->mutex.owner == rb_thread_current()) mutex_unlock_m(&q->mutex);
    return Qnil;
}

/* body(self, arg) holding the queue's mutex, as every operation does */
static VALUE
queue_locked(VALUE self, VALUE (*body)(ANYARGS), VALUE arg)
{
    queue_t *q = get_queue(self);
    VALUE args[2], r;
    args[0] = self;
    args[1] = arg;
    mutex_lock_m(&q->mutex);
    r = rb_ensure(body, (VALUE)args, queue_unlock, (VALUE)q);
    RB_GC_GUARD(self);
    return r;
}

static unsigned long
capacity_value(VALUE max)
{
    unsigned long n = NUM2ULONG(max);
    if (n == 0) rb_raise(rb_eArgError, "value must be positive");
    return n;
}

static VALUE
push_body(VALUE *args)
{
    queue_t *q = get_queue(args[0]);
    while (q->capacity && (unsigned long)RARRAY_LEN(q->items) >= q->capacity)
        cv_wait(&q->space_available, &q->mutex);
    rb_ary_push(q->items, args[1]);
    cv_signal(&q->value_available);
    return args[0];
}

/* nobody holds or waits for the queue's mutex and nobody waits on its
   conditions: taking the mutex is ending a critical section, and
   releasing it does nothing (no switch can happen in between) */
static int
queue_quiet_p(queue_t *q)
{
    return mutex_free_p(&q->mutex) && waiters_count(q->mutex.waiters) == 0 &&
        waiters_count(q->value_available.waiters) == 0 &&
        waiters_count(q->space_available.waiters) == 0;
}

static VALUE
queue_push(VALUE self, VALUE obj)
{
    queue_t *q = get_queue(self);
    if (queue_quiet_p(q) && (!q->capacity || (unsigned long)RARRAY_LEN(q->items) < q->capacity)) {
        rb_thread_critical = 0;
        rb_ary_push(q->items, obj);
        return self;
    }
    return queue_locked(self, push_body, obj);
}

static VALUE
pop_body(VALUE *args)
{
    queue_t *q = get_queue(args[0]);
    VALUE v;
    while (RARRAY_LEN(q->items) == 0) {
        if (RTEST(args[1])) rb_raise(rb_eThreadError, "queue empty");
        cv_wait(&q->value_available, &q->mutex);
    }
    v = rb_ary_shift(q->items);
    if (q->capacity && (unsigned long)RARRAY_LEN(q->items) < q->capacity)
        cv_signal(&q->space_available);
    return v;
}

static VALUE
queue_pop(int argc, VALUE *argv, VALUE self)
{
    queue_t *q = get_queue(self);
    if (argc > 1) rb_raise(rb_eArgError, "wrong number of arguments (%d for 1)", argc);
    if (queue_quiet_p(q) && RARRAY_LEN(q->items) > 0) {
        rb_thread_critical = 0;
        return rb_ary_shift(q->items);
    }
    return queue_locked(self, pop_body, argc ? argv[0] : Qnil);
}

static VALUE
empty_body(VALUE *args)
{
    return RARRAY_LEN(get_queue(args[0])->items) == 0 ? Qtrue : Qfalse;
}

static VALUE
queue_empty_p(VALUE self)
{
    return queue_locked(self, empty_body, Qnil);
}

static VALUE
length_body(VALUE *args)
{
    return LONG2NUM(RARRAY_LEN(get_queue(args[0])->items));
}

static VALUE
queue_length(VALUE self)
{
    return queue_locked(self, length_body, Qnil);
}

static VALUE
num_waiting_body(VALUE *args)
{
    queue_t *q = get_queue(args[0]);
    return LONG2NUM(waiters_count(q->value_available.waiters) + waiters_count(q->space_available.waiters));
}

static VALUE
queue_num_waiting(VALUE self)
{
    return queue_locked(self, num_waiting_body, Qnil);
}

static VALUE
clear_body(VALUE *args)
{
    queue_t *q = get_queue(args[0]);
    rb_ary_clear(q->items);
    /* 1.8.7 wakes one producer, whatever room the clear made */
    if (q->capacity) cv_signal(&q->space_available);
    return args[0];
}

static VALUE
queue_clear(VALUE self)
{
    return queue_locked(self, clear_body, Qnil);
}

/* [capacity, *items], dumped: what 1.8.7's thread.so writes */
static VALUE
queue_marshal_dump(VALUE self)
{
    queue_t *q = get_queue(self);
    VALUE ary = rb_ary_new3(1, ULONG2NUM(q->capacity));
    rb_ary_concat(ary, q->items);
    return rb_marshal_dump(ary, Qnil);
}

static VALUE
queue_marshal_load(VALUE self, VALUE data)
{
    queue_t *q = get_queue(self);
    VALUE ary = rb_marshal_load(data);
    Check_Type(ary, T_ARRAY);
    if (RARRAY_LEN(ary) == 0) rb_raise(rb_eTypeError, "broken queue data");
    q->capacity = NUM2ULONG(rb_ary_entry(ary, 0));
    q->items = rb_ary_new();
    rb_ary_concat(q->items, ary);
    rb_ary_shift(q->items);
    return Qnil;
}

static VALUE
sized_queue_initialize(VALUE self, VALUE max)
{
    get_queue(self)->capacity = capacity_value(max);
    return self;
}

static VALUE
sized_queue_max(VALUE self)
{
    return ULONG2NUM(get_queue(self)->capacity);
}

static VALUE
set_max_body(VALUE *args)
{
    queue_t *q = get_queue(args[0]);
    unsigned long n = capacity_value(args[1]), old = q->capacity;
    q->capacity = n;
    for (; n > old; old++) cv_signal(&q->space_available);   /* one producer per new place */
    return args[1];
}

static VALUE
sized_queue_set_max(VALUE self, VALUE max)
{
    return queue_locked(self, set_max_body, max);
}

/* ------------------------------------------------------------ Init */

void
Init_thread(void)
{
    rb_define_singleton_method(rb_cThread, "exclusive", thread_s_exclusive, 0);
    /* Mutex, ConditionVariable and Queue have Object's initialize (1.8.7) */
    cMutex = rb_define_class("Mutex", rb_cObject);
    rb_define_alloc_func(cMutex, mutex_alloc);
    rb_define_method(cMutex, "marshal_load", mutex_marshal_load, 1);
    rb_define_method(cMutex, "marshal_dump", dump_empty, 0);
    rb_define_method(cMutex, "locked?", mutex_locked_p, 0);
    rb_define_method(cMutex, "try_lock", mutex_try_lock, 0);
    rb_define_method(cMutex, "lock", mutex_lock, 0);
    rb_define_method(cMutex, "unlock", mutex_unlock, 0);
    rb_define_method(cMutex, "exclusive_unlock", mutex_exclusive_unlock, 0);
    rb_define_method(cMutex, "synchronize", mutex_synchronize, 0);

    cConditionVariable = rb_define_class("ConditionVariable", rb_cObject);
    rb_define_alloc_func(cConditionVariable, condvar_alloc);
    rb_define_method(cConditionVariable, "marshal_load", condvar_marshal_load, 1);
    rb_define_method(cConditionVariable, "marshal_dump", dump_empty, 0);
    rb_define_method(cConditionVariable, "wait", condvar_wait, 1);
    rb_define_method(cConditionVariable, "broadcast", condvar_broadcast, 0);
    rb_define_method(cConditionVariable, "signal", condvar_signal, 0);

    cQueue = rb_define_class("Queue", rb_cObject);
    rb_define_alloc_func(cQueue, queue_alloc);
    rb_define_method(cQueue, "marshal_load", queue_marshal_load, 1);
    rb_define_method(cQueue, "marshal_dump", queue_marshal_dump, 0);
    rb_define_method(cQueue, "clear", queue_clear, 0);
    rb_define_method(cQueue, "empty?", queue_empty_p, 0);
    rb_define_method(cQueue, "length", queue_length, 0);
    rb_define_method(cQueue, "num_waiting", queue_num_waiting, 0);
    rb_define_method(cQueue, "pop", queue_pop, -1);
    rb_define_method(cQueue, "push", queue_push, 1);
    rb_alias(cQueue, rb_intern("enq"), rb_intern("push"));
    rb_alias(cQueue, rb_intern("<<"), rb_intern("push"));
    rb_alias(cQueue, rb_intern("deq"), rb_intern("pop"));
    rb_alias(cQueue, rb_intern("shift"), rb_intern("pop"));
    rb_alias(cQueue, rb_intern("size"), rb_intern("length"));

    cSizedQueue = rb_define_class("SizedQueue", cQueue);
    rb_define_method(cSizedQueue, "initialize", sized_queue_initialize, 1);
    rb_define_method(cSizedQueue, "max", sized_queue_max, 0);
    rb_define_method(cSizedQueue, "max=", sized_queue_set_max, 1);
    rb_define_method(cSizedQueue, "num_waiting", queue_num_waiting, 0);
    rb_define_method(cSizedQueue, "push", queue_push, 1);
    rb_define_method(cSizedQueue, "pop", queue_pop, -1);
    rb_alias(cSizedQueue, rb_intern("enq"), rb_intern("push"));
    rb_alias(cSizedQueue, rb_intern("<<"), rb_intern("push"));
    rb_alias(cSizedQueue, rb_intern("deq"), rb_intern("pop"));
    rb_alias(cSizedQueue, rb_intern("shift"), rb_intern("pop"));
}
