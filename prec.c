/* prec.c - the Precision module of 1.8 (prec, prec_i, prec_f); a class
   that includes it gets a default induced_from that refuses conversion. */
#include "ruby.h"
#include "internal.h"

VALUE rb_mPrecision;

static ID prc_pr, prc_if;

/* Precision#prec */
static VALUE
prec_prec(VALUE x, VALUE klass)
{
    return rb_funcall(klass, prc_if, 1, x);
}

/* Precision#prec_i */
static VALUE
prec_prec_i(VALUE x)
{
    return rb_funcall(x, prc_pr, 1, rb_cInteger);
}

/* Precision#prec_f */
static VALUE
prec_prec_f(VALUE x)
{
    return rb_funcall(x, prc_pr, 1, rb_cFloat);
}

/* induced_from of a class that includes Precision */
static VALUE
prec_induced_from(VALUE module, VALUE x)
{
    rb_raise(rb_eTypeError, "undefined conversion from %s into %s",
             rb_obj_classname(x), rb_class2name(module));
    return Qnil;
}

/* Precision.included */
static VALUE
prec_included(VALUE module, VALUE include)
{
    switch (TYPE(include)) {
      case T_CLASS:
      case T_MODULE:
        break;
      default:
        Check_Type(include, T_CLASS);
        break;
    }
    rb_define_singleton_method(include, "induced_from", prec_induced_from, 1);
    return module;
}

void
Init_Precision(void)
{
    rb_mPrecision = rb_define_module("Precision");
    rb_define_singleton_method(rb_mPrecision, "included", prec_included, 1);
    rb_define_method(rb_mPrecision, "prec", prec_prec, 1);
    rb_define_method(rb_mPrecision, "prec_i", prec_prec_i, 0);
    rb_define_method(rb_mPrecision, "prec_f", prec_prec_f, 0);

    prc_pr = rb_intern("prec");
    prc_if = rb_intern("induced_from");
}
