; program read_then_zeroed, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r960_byte () Int)
(declare-fun r960_0 () Int)
(declare-fun byte () Int)
(declare-fun w961_byte () Int)
(declare-fun w961_0 () Int)
(assert
 (let (($x481 (= byte (+ (+ 0 (* 4 (+ 0 (* r960_0 1)))) r960_byte))))
 (and (and (>= r960_0 0) (< r960_0 32)) (and (>= r960_byte 0) (< r960_byte 4)) $x481)))
(assert
 (let (($x699 (= byte (+ (+ 0 (* 4 (+ 0 (* w961_0 1)))) w961_byte))))
 (and (and (>= w961_0 0) (< w961_0 32)) (and (>= w961_byte 0) (< w961_byte 4)) $x699)))
(assert
 (let (($x466 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x466))))
(check-sat)
