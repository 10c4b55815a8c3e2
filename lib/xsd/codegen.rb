# XSD::CodeGen: Ruby source generation for classes, modules and methods.

require 'xsd/codegen/gensupport'
require 'xsd/codegen/moduledef'
require 'xsd/codegen/classdef'
require 'xsd/codegen/methoddef'
