/* syck.c - `require "syck"`: YAML::Syck (Parser, Emitter, Resolver, the
 * nodes Scalar, Seq and Map, Out, BadAlias, MergeKey, DefaultKey) and the
 * YAML::PrivateType, YAML::DomainType and YAML::Object its resolver builds.
 * The three value classes are defined here; the parser and emitter of this
 * interpreter are written in Ruby (lib/yaml/syck.rb, parser.rb,
 * resolver.rb), which the extension loads, so that programs requiring
 * "syck" (and $" naming syck.so) work as on 1.8.7. */
#include "ruby.h"

static ID id_type_id, id_value, id_domain, id_class, id_ivars;

/* YAML::PrivateType.new(type_id, value): a value of an unknown !type */
static VALUE
private_type_initialize(VALUE self, VALUE type_id, VALUE value)
{
    rb_ivar_set(self, id_type_id, type_id);
    rb_ivar_set(self, id_value, value);
    return self;
}

/* YAML::DomainType.new(domain, type_id, value): a value of an unknown
 * !domain/type */
static VALUE
domain_type_initialize(VALUE self, VALUE domain, VALUE type_id, VALUE value)
{
    rb_ivar_set(self, id_domain, domain);
    rb_ivar_set(self, id_type_id, type_id);
    rb_ivar_set(self, id_value, value);
    return self;
}

/* YAML::Object.new(class_name, ivars): an object of an unknown class */
static VALUE
yaml_object_initialize(VALUE self, VALUE klass, VALUE ivars)
{
    rb_ivar_set(self, id_class, klass);
    rb_ivar_set(self, id_ivars, ivars);
    return self;
}

static VALUE
yaml_object_yaml_initialize(VALUE self, VALUE tag, VALUE ivars)
{
    return yaml_object_initialize(self, tag, ivars);
}

static void
define_value_classes(VALUE mYAML)
{
    VALUE c = rb_define_class_under(mYAML, "PrivateType", rb_cObject);

    rb_define_attr(c, "type_id", 1, 1);
    rb_define_attr(c, "value", 1, 1);
    rb_define_method(c, "initialize", private_type_initialize, 2);

    c = rb_define_class_under(mYAML, "DomainType", rb_cObject);
    rb_define_attr(c, "domain", 1, 1);
    rb_define_attr(c, "type_id", 1, 1);
    rb_define_attr(c, "value", 1, 1);
    rb_define_method(c, "initialize", domain_type_initialize, 3);

    c = rb_define_class_under(mYAML, "Object", rb_cObject);
    rb_define_attr(c, "class", 1, 1);
    rb_define_attr(c, "ivars", 1, 1);
    rb_define_method(c, "initialize", yaml_object_initialize, 2);
    rb_define_method(c, "yaml_initialize", yaml_object_yaml_initialize, 2);
}

void
Init_syck(void)
{
    id_type_id = rb_intern("@type_id");
    id_value = rb_intern("@value");
    id_domain = rb_intern("@domain");
    id_class = rb_intern("@class");
    id_ivars = rb_intern("@ivars");
    define_value_classes(rb_define_module("YAML"));
    rb_require("yaml/syck");
}
