; program chain_column_blocks, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried then sizes=(8, 32) strides=(32, 1) offset=0 itemsize=4 then sizes=(8, 32) strides=(32, 1) offset=0 itemsize=4 then sizes=(8, 32) strides=(32, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r850_byte () Int)
(declare-fun r850_1 () Int)
(declare-fun r850_0 () Int)
(declare-fun byte () Int)
(declare-fun w851_byte () Int)
(declare-fun w851_1 () Int)
(declare-fun w851_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s852_byte () Int)
(declare-fun s852_1 () Int)
(declare-fun s852_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s853_byte () Int)
(declare-fun s853_1 () Int)
(declare-fun s853_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s854_byte () Int)
(declare-fun s854_1 () Int)
(declare-fun s854_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s855_byte () Int)
(declare-fun s855_1 () Int)
(declare-fun s855_0 () Int)
(assert
 (let ((?x513 (+ 0 (* 4 (+ 0 (+ (* r850_0 32) (* r850_1 1)))))))
 (and (and (>= r850_0 0) (< r850_0 8)) (and (>= r850_1 0) (< r850_1 32)) (and (>= r850_byte 0) (< r850_byte 4)) (= byte (+ ?x513 r850_byte)))))
(assert
 (let ((?x180 (+ 0 (* 4 (+ 0 (+ (* w851_0 32) (* w851_1 1)))))))
 (and (and (>= w851_0 0) (< w851_0 8)) (and (>= w851_1 0) (< w851_1 8)) (and (>= w851_byte 0) (< w851_byte 4)) (= byte (+ ?x180 w851_byte)))))
(assert
 (let (($x570 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
 (let (($x423 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 8)))
 (let (($x539 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x423 $x570)))
 (let (($x462 (or false)))
 (or $x462 (not $x539)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x513 (+ 0 (* 4 (+ 0 (+ (* r850_0 32) (* r850_1 1)))))))
 (= carried0 (+ ?x513 held_byte0))))
(assert
 (let ((?x80 (+ 0 (* 4 (+ 0 (+ (* s852_0 32) (* s852_1 1)))))))
 (and (and (>= s852_0 0) (< s852_0 8)) (and (>= s852_1 0) (< s852_1 32)) (and (>= s852_byte 0) (< s852_byte 4)) (= carried0 (+ ?x80 s852_byte)))))
(assert
 (let (($x78 (= (mod (mod (- (div (- carried0 0) 4) 8) 32) 1) 0)))
 (let (($x83 (< (div (mod (- (div (- carried0 0) 4) 8) 32) 1) 8)))
 (let (($x406 (and (>= (- (div (- carried0 0) 4) 8) 0) (< (div (- (div (- carried0 0) 4) 8) 32) 8) $x83 $x78)))
 (let (($x462 (or false)))
 (or $x462 (not $x406)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x80 (+ 0 (* 4 (+ 0 (+ (* s852_0 32) (* s852_1 1)))))))
 (= carried1 (+ ?x80 held_byte1))))
(assert
 (let ((?x459 (+ 0 (* 4 (+ 0 (+ (* s853_0 32) (* s853_1 1)))))))
 (and (and (>= s853_0 0) (< s853_0 8)) (and (>= s853_1 0) (< s853_1 32)) (and (>= s853_byte 0) (< s853_byte 4)) (= carried1 (+ ?x459 s853_byte)))))
(assert
 (let (($x215 (= (mod (mod (- (div (- carried1 0) 4) 16) 32) 1) 0)))
 (let (($x647 (< (div (mod (- (div (- carried1 0) 4) 16) 32) 1) 8)))
 (let (($x393 (and (>= (- (div (- carried1 0) 4) 16) 0) (< (div (- (div (- carried1 0) 4) 16) 32) 8) $x647 $x215)))
 (let (($x462 (or false)))
 (or $x462 (not $x393)))))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (let ((?x459 (+ 0 (* 4 (+ 0 (+ (* s853_0 32) (* s853_1 1)))))))
 (= carried2 (+ ?x459 held_byte2))))
(assert
 (let ((?x302 (+ 0 (* 4 (+ 0 (+ (* s854_0 32) (* s854_1 1)))))))
 (and (and (>= s854_0 0) (< s854_0 8)) (and (>= s854_1 0) (< s854_1 32)) (and (>= s854_byte 0) (< s854_byte 4)) (= carried2 (+ ?x302 s854_byte)))))
(assert
 (let (($x497 (= (mod (mod (- (div (- carried2 0) 4) 24) 32) 1) 0)))
 (let (($x266 (< (div (mod (- (div (- carried2 0) 4) 24) 32) 1) 8)))
 (let (($x524 (and (>= (- (div (- carried2 0) 4) 24) 0) (< (div (- (div (- carried2 0) 4) 24) 32) 8) $x266 $x497)))
 (let (($x462 (or false)))
 (or $x462 (not $x524)))))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (let ((?x302 (+ 0 (* 4 (+ 0 (+ (* s854_0 32) (* s854_1 1)))))))
 (= carried3 (+ ?x302 held_byte3))))
(assert
 (let ((?x578 (+ 0 (* 4 (+ 0 (+ (* s855_0 32) (* s855_1 1)))))))
(and (and (>= s855_0 0) (< s855_0 8)) (and (>= s855_1 0) (< s855_1 32)) (and (>= s855_byte 0) (< s855_byte 4)) (= carried3 (+ ?x578 s855_byte)))))
(check-sat)
