; program adam_step_return_update, triton_kernel_wrapper_functional_proxy.p_ptr: stale read (sub reads arg0_1 vs triton_kernel_wrapper_functional_proxy p_ptr=arg0_1, carried)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r518_byte () Int)
(declare-fun r518_0 () Int)
(declare-fun byte () Int)
(declare-fun w519_byte () Int)
(declare-fun w519_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s520_byte () Int)
(declare-fun s520_0 () Int)
(assert
 (let (($x529 (= byte (+ (+ 0 (* 4 (+ 0 (* r518_0 1)))) r518_byte))))
 (and (and (>= r518_0 0) (< r518_0 64)) (and (>= r518_byte 0) (< r518_byte 4)) $x529)))
(assert
 (let (($x319 (= byte (+ (+ 0 (* 4 (+ 0 (* w519_0 1)))) w519_byte))))
 (and (and (>= w519_0 0) (< w519_0 64)) (and (>= w519_byte 0) (< w519_byte 4)) $x319)))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r518_0 1)))) held_byte0)))
(assert
 (let (($x357 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s520_0 1)))) s520_byte))))
(and (and (>= s520_0 0) (< s520_0 64)) (and (>= s520_byte 0) (< s520_byte 4)) $x357)))
(check-sat)
