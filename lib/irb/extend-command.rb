#
#   irb/extend-command.rb - irb's commands (jobs, fg, cb, source, ...)
#
# Each command is a method of ExtendCommandBundle, which extends the main
# object of every irb.  A command's file is loaded on its first use.
module IRB
  module ExtendCommandBundle
    EXCB = ExtendCommandBundle

    NO_OVERRIDE = 0
    OVERRIDE_PRIVATE_ONLY = 0x01
    OVERRIDE_ALL = 0x02

    def irb_exit(ret = 0)
      irb_context.exit(ret)
    end

    def irb_context
      IRB.CurrentContext
    end

    @ALIASES = [
      [:context, :irb_context, NO_OVERRIDE],
      [:conf, :irb_context, NO_OVERRIDE],
      [:irb_quit, :irb_exit, OVERRIDE_PRIVATE_ONLY],
      [:exit, :irb_exit, OVERRIDE_PRIVATE_ONLY],
      [:quit, :irb_exit, OVERRIDE_PRIVATE_ONLY],
    ]

    # command, class, file, [alias, override]..., each as 1.8.7 has them
    @EXTEND_COMMANDS = [
      [:irb_current_working_workspace, :CurrentWorkingWorkspace, "irb/cmd/chws",
        [:irb_print_working_workspace, OVERRIDE_ALL],
        [:irb_cwws, OVERRIDE_ALL], [:irb_pwws, OVERRIDE_ALL],
        [:cwws, NO_OVERRIDE], [:pwws, NO_OVERRIDE],
        [:irb_current_working_binding, OVERRIDE_ALL],
        [:irb_print_working_binding, OVERRIDE_ALL],
        [:irb_cwb, OVERRIDE_ALL], [:irb_pwb, OVERRIDE_ALL]],
      [:irb_change_workspace, :ChangeWorkspace, "irb/cmd/chws",
        [:irb_chws, OVERRIDE_ALL], [:irb_cws, OVERRIDE_ALL],
        [:chws, NO_OVERRIDE], [:cws, NO_OVERRIDE],
        [:irb_change_binding, OVERRIDE_ALL], [:irb_cb, OVERRIDE_ALL],
        [:cb, NO_OVERRIDE]],
      [:irb_workspaces, :Workspaces, "irb/cmd/pushws",
        [:workspaces, NO_OVERRIDE], [:irb_bindings, OVERRIDE_ALL],
        [:bindings, NO_OVERRIDE]],
      [:irb_push_workspace, :PushWorkspace, "irb/cmd/pushws",
        [:irb_pushws, OVERRIDE_ALL], [:pushws, NO_OVERRIDE],
        [:irb_push_binding, OVERRIDE_ALL], [:irb_pushb, OVERRIDE_ALL],
        [:pushb, NO_OVERRIDE]],
      [:irb_pop_workspace, :PopWorkspace, "irb/cmd/pushws",
        [:irb_popws, OVERRIDE_ALL], [:popws, NO_OVERRIDE],
        [:irb_pop_binding, OVERRIDE_ALL], [:irb_popb, OVERRIDE_ALL],
        [:popb, NO_OVERRIDE]],
      [:irb_load, :Load, "irb/cmd/load"],
      [:irb_require, :Require, "irb/cmd/load"],
      [:irb_source, :Source, "irb/cmd/load", [:source, NO_OVERRIDE]],
      [:irb, :IrbCommand, "irb/cmd/subirb"],
      [:irb_jobs, :Jobs, "irb/cmd/subirb", [:jobs, NO_OVERRIDE]],
      [:irb_fg, :Foreground, "irb/cmd/subirb", [:fg, NO_OVERRIDE]],
      [:irb_kill, :Kill, "irb/cmd/subirb", [:kill, OVERRIDE_PRIVATE_ONLY]],
      [:irb_help, :Help, "irb/cmd/help", [:help, NO_OVERRIDE]],
    ]

    def self.install_extend_commands
      for args in @EXTEND_COMMANDS
        def_extend_command(*args)
      end
    end

    # The comment lines put each forwarding `send' on line 14 of its
    # eval, where 1.8.7's backtraces of commands show it.
    FORWARDER = (["#"] * 11).join("\n") +
      "\ndef %s(*opts, &b)\n  %s\n  send :%s, *opts, &b\nend\n"

    # defines CMD_NAME to load LOAD_FILE on first use, then run
    # ExtendCommand::CMD_CLASS; ALIASES are [name, override] pairs
    def self.def_extend_command(cmd_name, cmd_class, load_file = nil, *aliases)
      real = "ExtendCommandBundle.def_command(#{cmd_name.inspect}, #{cmd_class.inspect})"
      if load_file
        loader = "require #{load_file.dump}; IRB::#{real}"
        module_eval(format(FORWARDER, cmd_name, loader, cmd_name))
      else
        eval(real)
      end
      for ali, act in aliases
        @ALIASES.push [ali, cmd_name, act]
      end
    end

    # the command itself: its parameters follow the arity of the class's
    # execute as 1.8.7 reads it (N optional ones count as N required)
    def self.def_command(cmd_name, cmd_class)
      k = ExtendCommand.const_get(cmd_class)
      arity = k.kind_of?(Class) ? k.instance_method(:execute).arity : -1
      params = arity < 0 ? (1..-arity).map { |i| "arg#{i}" }.join(", ") : "*opts"
      module_eval("#\ndef #{cmd_name}(#{params}, &b)\n" \
        "  ExtendCommand::#{cmd_class}.execute(irb_context, #{params}, &b)\nend\n")
    end

    # makes TO a name of FROM as it is now (the loader of a command not
    # yet used stays one) unless an existing TO must stay
    def install_alias_method(to, from, override = NO_OVERRIDE)
      to = to.id2name unless to.kind_of?(String)
      from = from.id2name unless from.kind_of?(String)
      if override == OVERRIDE_ALL ||
          (override == OVERRIDE_PRIVATE_ONLY && !respond_to?(to)) ||
          (override == NO_OVERRIDE && !respond_to?(to, true))
        target = self
        (class << self; self; end).instance_eval {
          if target.respond_to?(to, true) &&
              !target.respond_to?(EXCB.irb_original_method_name(to), true)
            alias_method(EXCB.irb_original_method_name(to), to)
          end
          alias_method to, from
        }
      else
        print "irb: warn: can't alias #{to} from #{from}.\n"
      end
    end

    def self.irb_original_method_name(method_name)
      "irb_" + method_name + "_org"
    end

    def self.extend_object(obj)
      unless (class << obj; ancestors; end).include?(EXCB)
        super
        for ali, com, flg in @ALIASES
          obj.install_alias_method(ali, com, flg)
        end
      end
    end

    install_extend_commands
  end

  # the Context settings whose code loads on first use
  module ContextExtender
    CE = ContextExtender

    @EXTEND_COMMANDS = [
      [:eval_history=, "irb/ext/history.rb"],
      [:use_tracer=, "irb/ext/tracer.rb"],
      [:math_mode=, "irb/ext/math-mode.rb"],
      [:use_loader=, "irb/ext/use-loader.rb"],
      [:save_history=, "irb/ext/save-history.rb"],
    ]

    def self.install_extend_commands
      for args in @EXTEND_COMMANDS
        def_extend_command(*args)
      end
    end

    def self.def_extend_command(cmd_name, load_file, *aliases)
      Context.module_eval do
        define_method(cmd_name) do |*opts|
          require load_file
          send(cmd_name, *opts)
        end
        for ali in aliases
          alias_method ali, cmd_name
        end
      end
    end

    CE.install_extend_commands
  end

  # wraps methods with procs run before or after them
  module MethodExtender
    # BASE_METHOD first calls EXTEND_METHOD with the same arguments
    def def_pre_proc(base_method, extend_method)
      base_method = base_method.to_s
      extend_method = extend_method.to_s
      alias_name = new_alias_name(base_method)
      module_eval %[
        alias_method :#{alias_name}, :#{base_method}
        def #{base_method}(*opts)
          send :#{extend_method}, *opts
          send :#{alias_name}, *opts
        end
      ]
    end

    # BASE_METHOD then calls EXTEND_METHOD with the same arguments
    def def_post_proc(base_method, extend_method)
      base_method = base_method.to_s
      extend_method = extend_method.to_s
      alias_name = new_alias_name(base_method)
      module_eval %[
        alias_method :#{alias_name}, :#{base_method}
        def #{base_method}(*opts)
          send :#{alias_name}, *opts
          send :#{extend_method}, *opts
        end
      ]
    end

    # a free name for the original method (1.8.7 fails when one is taken:
    # it adds a number to a string)
    def new_alias_name(name, prefix = "__alias_of__", postfix = "__")
      base_name = "#{prefix}#{name}#{postfix}"
      all_methods = instance_methods(true) + private_instance_methods(true)
      same_methods = all_methods.grep(/^#{Regexp.quote(base_name)}[0-9]*$/)
      return base_name if same_methods.empty?
      no = same_methods.size
      while !same_methods.include?(alias_name = base_name + no)
        no += 1
      end
      alias_name
    end
  end
end
