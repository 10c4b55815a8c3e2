# SOAP::SOAPElement#add defines its accessors through SOAP::Mapping as
# 1.8.7 does: without soap/mapping loaded the add fails with NameError and
# leaves the element unchanged; once loaded, a name the element already
# answers to gets var_name accessors
require "helper"
require 'soap/baseData'
e = SOAP::SOAPElement.new('foo')
show(:add) { e.add(SOAP::SOAPElement.new('bar')) }
show(:add_text) { e.add(SOAP::SOAPElement.new('text')) }
show(:add_nameless) { e.add(SOAP::SOAPString.new('x')) }
show(:add_string) { e.add('str') }
show(:add_nil) { e.add(nil) }
show(:members) { e.members }
show(:bar) { e['bar'] }
show(:to_obj) { e.to_obj }
show(:responds) { e.respond_to?(:bar) }
show(:from_obj) { SOAP::SOAPElement.from_obj({'a' => 1}) }
show(:from_obj_text) { SOAP::SOAPElement.from_obj('t').text }
require 'soap/mapping'
show(:add_loaded) { e.add(SOAP::SOAPElement.new('bar')).class }
%w(text each a-b Cap).each { |n| show(n) { e.add(SOAP::SOAPElement.new(n)).elename.name } }
show(:members_loaded) { e.members }
show(:accessors) { (e.methods - Object.instance_methods - SOAP::SOAPElement.instance_methods).sort }
show(:var_text) { e.var_text.elename.name }
show(:to_obj_loaded) { e.to_obj.to_a.sort }
show(:from_obj_loaded) { SOAP::SOAPElement.from_obj({'a' => 1}).to_obj }
