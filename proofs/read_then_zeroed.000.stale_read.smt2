; program read_then_zeroed, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r346_byte () Int)
(declare-fun r346_0 () Int)
(declare-fun byte () Int)
(declare-fun w347_byte () Int)
(declare-fun w347_0 () Int)
(assert
 (let (($x85 (= byte (+ (+ 0 (* 4 (+ 0 (* r346_0 1)))) r346_byte))))
 (and (and (>= r346_0 0) (< r346_0 32)) (and (>= r346_byte 0) (< r346_byte 4)) $x85)))
(assert
 (let (($x287 (= byte (+ (+ 0 (* 4 (+ 0 (* w347_0 1)))) w347_byte))))
 (and (and (>= w347_0 0) (< w347_0 32)) (and (>= w347_byte 0) (< w347_byte 4)) $x287)))
(assert
 (let (($x184 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x184))))
(check-sat)
