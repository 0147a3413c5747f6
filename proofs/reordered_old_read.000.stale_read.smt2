; program reordered_old_read, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (mul reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1, carried)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r125_byte () Int)
(declare-fun r125_0 () Int)
(declare-fun byte () Int)
(declare-fun w126_byte () Int)
(declare-fun w126_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s127_byte () Int)
(declare-fun s127_0 () Int)
(assert
 (let (($x69 (= byte (+ (+ 0 (* 4 (+ 0 (* r125_0 1)))) r125_byte))))
 (and (and (>= r125_0 0) (< r125_0 16)) (and (>= r125_byte 0) (< r125_byte 4)) $x69)))
(assert
 (let (($x193 (= byte (+ (+ 0 (* 4 (+ 0 (* w126_0 1)))) w126_byte))))
 (and (and (>= w126_0 0) (< w126_0 16)) (and (>= w126_byte 0) (< w126_byte 4)) $x193)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r125_0 1)))) held_byte)))
(assert
 (let (($x144 (= observed (+ (+ 0 (* 4 (+ 0 (* s127_0 1)))) s127_byte))))
(and (and (>= s127_0 0) (< s127_0 16)) (and (>= s127_byte 0) (< s127_byte 4)) $x144)))
(check-sat)
