; program column_then_row, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r95_byte () Int)
(declare-fun r95_1 () Int)
(declare-fun r95_0 () Int)
(declare-fun byte () Int)
(declare-fun w96_byte () Int)
(declare-fun w96_1 () Int)
(declare-fun w96_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s97_byte () Int)
(declare-fun s97_0 () Int)
(assert
 (let ((?x242 (+ 0 (* 4 (+ 0 (+ (* r95_0 8) (* r95_1 1)))))))
 (and (and (>= r95_0 0) (< r95_0 4)) (and (>= r95_1 0) (< r95_1 8)) (and (>= r95_byte 0) (< r95_byte 4)) (= byte (+ ?x242 r95_byte)))))
(assert
 (let ((?x175 (+ 0 (* 4 (+ 0 (+ (* w96_0 8) (* w96_1 1)))))))
 (and (and (>= w96_0 0) (< w96_0 4)) (and (>= w96_1 0) (< w96_1 4)) (and (>= w96_byte 0) (< w96_byte 4)) (= byte (+ ?x175 w96_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x242 (+ 0 (* 4 (+ 0 (+ (* r95_0 8) (* r95_1 1)))))))
 (= observed (+ ?x242 held_byte))))
(assert
 (let (($x239 (= observed (+ (+ 0 (* 4 (+ 8 (* s97_0 1)))) s97_byte))))
 (and (and (>= s97_0 0) (< s97_0 8)) (and (>= s97_byte 0) (< s97_byte 4)) $x239)))
(assert
 (let (($x244 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x185 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 4)))
(let (($x240 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x185 $x244)))
(or (or false) (not $x240))))))
(check-sat)
