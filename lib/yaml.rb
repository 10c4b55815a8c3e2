# yaml.rb - YAML for Ruby: YAML.dump / Object#to_yaml write documents as
# 1.8.7's Syck does, YAML.load and friends read YAML 1.0 documents.

require 'date'
require 'stringio'
require 'yaml/error'
begin
  require 'syck'    # ext/syck: its value classes, then yaml/syck
rescue LoadError  # a build without ext/
end
require 'yaml/syck'
require 'yaml/tag'
require 'yaml/stream'
require 'yaml/constants'
require 'yaml/ypath'

module YAML
  Resolver = YAML::Syck::Resolver
  DefaultResolver = YAML::Syck::DefaultResolver
  DefaultResolver.use_types_at(@@tagged_classes)
  GenericResolver = YAML::Syck::GenericResolver
  Parser = YAML::Syck::Parser
  Emitter = YAML::Syck::Emitter

  @@parser = YAML::Syck::Parser
  @@resolver = YAML::Syck::DefaultResolver
  @@emitter = YAML::Syck::Emitter

  def self.resolver; @@resolver; end
  def self.parser; @@parser.new.set_resolver(resolver); end
  def self.generic_parser; @@parser.new.set_resolver(GenericResolver); end
  def self.emitter; @@emitter.new.set_resolver(resolver); end

  # Dumps obj to a string, or writes it to io and returns io.
  def self.dump(obj, io = nil)
    return obj.to_yaml({}) unless io
    obj.to_yaml(io)
    io    # even an options Hash given as io comes back (1.8.7 does so)
  end

  def self.load(io)
    parser.load(io)
  end

  def self.load_file(filepath)
    File.open(filepath) { |f| load(f) }
  end

  def self.parse(io)
    generic_parser.load(io)
  end

  def self.parse_file(filepath)
    File.open(filepath) { |f| parse(f) }
  end

  def self.each_document(io, &block)
    parser.load_documents(io, &block)
  end

  def self.load_documents(io, &doc_proc)
    each_document(io, &doc_proc)
  end

  def self.each_node(io, &doc_proc)
    generic_parser.load_documents(io, &doc_proc)
  end

  def self.parse_documents(io, &doc_proc)
    each_node(io, &doc_proc)
  end

  def self.load_stream(io)
    d = nil
    parser.load_documents(io) do |doc|
      d = YAML::Stream.new if not d
      d.add(doc)
    end
    d
  end

  def self.dump_stream(*objs)
    d = YAML::Stream.new
    objs.each { |doc| d.add(doc) }
    d.emit
  end

  def self.add_domain_type(domain, type_tag, &transfer_proc)
    resolver.add_type("tag:#{domain}:#{type_tag}", transfer_proc)
  end

  def self.add_builtin_type(type_tag, &transfer_proc)
    resolver.add_type("tag:yaml.org,2002:#{type_tag}", transfer_proc)
  end

  def self.add_ruby_type(type_tag, &transfer_proc)
    resolver.add_type("tag:ruby.yaml.org,2002:#{type_tag}", transfer_proc)
  end

  def self.add_private_type(type_re, &transfer_proc)
    resolver.add_type("x-private:" + type_re, transfer_proc)
  end

  def self.detect_implicit(val)
    resolver.detect_implicit(val)
  end

  def self.tagurize(val)
    resolver.tagurize(val)
  end

  def self.transfer(type_id, obj)
    resolver.public_transfer(tagurize(type_id), obj)
  end

  def self.try_implicit(obj)
    transfer(detect_implicit(obj), obj)
  end

  # Makes an object of obj_class with the instance variables of val.
  def self.object_maker(obj_class, val)
    if Hash === val
      o = obj_class.allocate
      val.each_pair { |k, v| o.instance_variable_set("@#{k}", v) }
      o
    else
      raise YAML::Error, "Invalid object explicitly tagged !ruby/Object: " + val.inspect
    end
  end

  # The class named name ("A::B").
  def self.resolve_class(name)
    name.split("::").inject(::Object) do |m, c|
      raise NameError, "uninitialized constant #{name}" unless m.const_defined?(c)
      m.const_get(c)
    end
  end

  # Runs the block with an Out for oid (an object, its id, or nil for
  # values never anchored); opts is a Hash of options or the emitter of
  # an enclosing document.
  def self.quick_emit(oid, opts = {}, &e)
    out =
      if opts.is_a?(YAML::Emitter)
        opts
      else
        emitter.reset(opts)
      end
    if opts.respond_to?(:write) && !opts.is_a?(YAML::Emitter)
      str = out.emit(oid, &e)
      opts.write(str)
      return opts
    end
    # a String given as the port is appended to and comes back (as syck's)
    return opts << out.emit(oid, &e) if opts.is_a?(String)
    out.emit(oid, &e)
  end
end

require 'yaml/rubytypes'
require 'yaml/types'

module Kernel
  # Prints objects as YAML.
  def y(object, *objects)
    objects.unshift object
    puts(objects.size == 1 ? YAML.dump(*objects) : YAML.dump_stream(*objects))
  end
  private :y
end
