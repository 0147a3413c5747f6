; program intermediate_row, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (select_scatter reads mul vs triton_kernel_wrapper_functional_proxy x_ptr=select, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r125_byte () Int)
(declare-fun r125_1 () Int)
(declare-fun r125_0 () Int)
(declare-fun byte () Int)
(declare-fun w126_byte () Int)
(declare-fun w126_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s127_byte () Int)
(declare-fun s127_1 () Int)
(declare-fun s127_0 () Int)
(assert
 (let ((?x211 (+ 0 (* 4 (+ 0 (+ (* r125_0 8) (* r125_1 1)))))))
 (and (and (>= r125_0 0) (< r125_0 4)) (and (>= r125_1 0) (< r125_1 8)) (and (>= r125_byte 0) (< r125_byte 4)) (= byte (+ ?x211 r125_byte)))))
(assert
 (let (($x239 (= byte (+ (+ 0 (* 4 (+ 8 (* w126_0 1)))) w126_byte))))
 (and (and (>= w126_0 0) (< w126_0 8)) (and (>= w126_byte 0) (< w126_byte 4)) $x239)))
(assert
 (let (($x73 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 8) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
 (or (or false) (not $x73))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x211 (+ 0 (* 4 (+ 0 (+ (* r125_0 8) (* r125_1 1)))))))
 (= carried0 (+ ?x211 held_byte0))))
(assert
 (let ((?x34 (+ 0 (* 4 (+ 0 (+ (* s127_0 8) (* s127_1 1)))))))
(and (and (>= s127_0 0) (< s127_0 4)) (and (>= s127_1 0) (< s127_1 8)) (and (>= s127_byte 0) (< s127_byte 4)) (= carried0 (+ ?x34 s127_byte)))))
(check-sat)
