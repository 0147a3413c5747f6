; program rotary_per_head, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r341_byte () Int)
(declare-fun r341_1 () Int)
(declare-fun r341_0 () Int)
(declare-fun byte () Int)
(declare-fun w342_byte () Int)
(declare-fun w342_1 () Int)
(declare-fun w342_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s343_byte () Int)
(declare-fun s343_1 () Int)
(declare-fun s343_0 () Int)
(assert
 (let ((?x870 (+ 0 (* 4 (+ 0 (+ (* r341_0 16) (* r341_1 1)))))))
 (and (and (>= r341_0 0) (< r341_0 8)) (and (>= r341_1 0) (< r341_1 16)) (and (>= r341_byte 0) (< r341_byte 4)) (= byte (+ ?x870 r341_byte)))))
(assert
 (let ((?x1178 (+ 0 (* 4 (+ 0 (+ (* w342_0 16) (* w342_1 1)))))))
 (and (and (>= w342_0 0) (< w342_0 8)) (and (>= w342_1 0) (< w342_1 8)) (and (>= w342_byte 0) (< w342_byte 4)) (= byte (+ ?x1178 w342_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x870 (+ 0 (* 4 (+ 0 (+ (* r341_0 16) (* r341_1 1)))))))
 (= observed (+ ?x870 held_byte))))
(assert
 (let ((?x629 (+ 0 (* 4 (+ 0 (+ (* s343_0 16) (* s343_1 1)))))))
 (and (and (>= s343_0 0) (< s343_0 8)) (and (>= s343_1 0) (< s343_1 16)) (and (>= s343_byte 0) (< s343_byte 4)) (= observed (+ ?x629 s343_byte)))))
(assert
 (let (($x251 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
 (let (($x298 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 8)))
 (let (($x1660 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x298 $x251)))
 (let (($x955 (or false)))
 (or $x955 (not $x1660)))))))
(assert
 (let (($x1049 (= (mod (mod (- (div (- observed 0) 4) 8) 16) 1) 0)))
(let (($x1081 (< (div (mod (- (div (- observed 0) 4) 8) 16) 1) 8)))
(let (($x948 (and (>= (- (div (- observed 0) 4) 8) 0) (< (div (- (div (- observed 0) 4) 8) 16) 8) $x1081 $x1049)))
(let (($x955 (or false)))
(or $x955 (not $x948)))))))
(check-sat)
